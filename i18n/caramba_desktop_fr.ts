<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="42"/>
        <source>Caramba!</source>
        <translation>Caramba&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="43"/>
        <source>Auction and bluff</source>
        <translation>Enchères et bluff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="51"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="52"/>
        <source>Memory card game</source>
        <translation>Jeu de cartes et de mémoire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="60"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="61"/>
        <source>Camels carry goods to cities</source>
        <translation>Des chameaux livrent les marchandises aux villes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="69"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba&#xa0;! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="70"/>
        <source>Dice race to the silver mine</source>
        <translation>Course de dés vers la mine d’argent</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="102"/>
        <source>by {designer} · {low}–{high} players</source>
        <translation>de {designer} · {low} à {high} joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="147"/>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="212"/>
        <source>&amp;Game</source>
        <translation>&amp;Jeu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="213"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="214"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="216"/>
        <source>&amp;About {app}</source>
        <translation>À &amp;propos de {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="222"/>
        <source>About {app}</source>
        <translation>À propos de {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="223"/>
        <source>{app} {version}

Four tabletop games at one screen.</source>
        <translation>{app} {version}

Quatre jeux de société sur un seul écran.</translation>
    </message>
</context>
</TS>
