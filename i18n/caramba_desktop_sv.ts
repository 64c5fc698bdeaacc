<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="42"/>
        <source>Caramba!</source>
        <translation>Caramba!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="43"/>
        <source>Auction and bluff</source>
        <translation>Auktion och bluff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="51"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="52"/>
        <source>Memory card game</source>
        <translation>Kortspel för minnet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="60"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="61"/>
        <source>Camels carry goods to cities</source>
        <translation>Kameler levererar varor till städerna</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="69"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="70"/>
        <source>Dice race to the silver mine</source>
        <translation>Tärningslopp till silvergruvan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="102"/>
        <source>by {designer} · {low}–{high} players</source>
        <translation>av {designer} · {low}–{high} spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="147"/>
        <source>Choose a game</source>
        <translation>Välj ett spel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="212"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="213"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="214"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="216"/>
        <source>&amp;About {app}</source>
        <translation>&amp;Om {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="222"/>
        <source>About {app}</source>
        <translation>Om {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="223"/>
        <source>{app} {version}

Four tabletop games at one screen.</source>
        <translation>{app} {version}

Fyra sällskapsspel vid en skärm.</translation>
    </message>
</context>
</TS>
