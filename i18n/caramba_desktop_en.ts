<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
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
        <translation>Auction and bluff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="51"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="52"/>
        <source>Memory card game</source>
        <translation>Memory card game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="60"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="61"/>
        <source>Camels carry goods to cities</source>
        <translation>Camels carry goods to cities</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="69"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="70"/>
        <source>Dice race to the silver mine</source>
        <translation>Dice race to the silver mine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="102"/>
        <source>by {designer} · {low}–{high} players</source>
        <translation>by {designer} · {low}–{high} players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="147"/>
        <source>Choose a game</source>
        <translation>Choose a game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="212"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="213"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="214"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="216"/>
        <source>&amp;About {app}</source>
        <translation>&amp;About {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="222"/>
        <source>About {app}</source>
        <translation>About {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="223"/>
        <source>{app} {version}

Four tabletop games at one screen.</source>
        <translation>{app} {version}

Four tabletop games at one screen.</translation>
    </message>
</context>
</TS>
