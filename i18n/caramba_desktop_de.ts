<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CarambaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="43"/>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="45"/>
        <source>ammunition</source>
        <translation>Munition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="47"/>
        <source>dynamite</source>
        <translation>Dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="63"/>
        <source>{treasure} {value}</source>
        <translation>{treasure} {value}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="94"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="132"/>
        <source>{name} bids {value} on gold</source>
        <translation>{name} bietet {value} auf Gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="134"/>
        <source>{name} bids {value} on ammunition</source>
        <translation>{name} bietet {value} auf Munition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="136"/>
        <source>{name} bids {value} on dynamite</source>
        <translation>{name} bietet {value} auf Dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="139"/>
        <source>{name} passes</source>
        <translation>{name} passt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="141"/>
        <source>{name} plays {card} — the auction ends</source>
        <translation>{name} spielt {card} – die Versteigerung endet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="145"/>
        <source>{name} takes {card} back ({special})</source>
        <translation>{name} nimmt {card} wieder auf die Hand ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="151"/>
        <source>{name} protects their gold crates ({special})</source>
        <translation>{name} schützt die eigenen Goldkisten ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="155"/>
        <source>{name} protects their ammunition crates ({special})</source>
        <translation>{name} schützt die eigenen Munitionskisten ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="159"/>
        <source>{name} protects their dynamite crates ({special})</source>
        <translation>{name} schützt die eigenen Dynamitkisten ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="165"/>
        <source>{name} secures {crate}</source>
        <translation>{name} bringt {crate} in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="168"/>
        <source>{name} secures a crate</source>
        <translation>{name} bringt eine Kiste in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="173"/>
        <source>{name} plays {special} and secures {crates}</source>
        <translation>{name} spielt {special} und bringt {crates} in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="177"/>
        <source>{name} plays {special} and secures a crate</source>
        <translation>{name} spielt {special} und bringt eine Kiste in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="180"/>
        <source>{name} plays {special} and secures {count} crates</source>
        <translation>{name} spielt {special} und bringt {count} Kisten in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="184"/>
        <source>Start player: {name}</source>
        <translation>Startspieler: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="188"/>
        <source>{name} receives the special card {card}</source>
        <translation>{name} erhält die Spezialkarte {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="216"/>
        <source>Crate drawn: {crate}</source>
        <translation>Kiste gezogen: {crate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="219"/>
        <source>Crates drawn: {crates}</source>
        <translation>Kisten gezogen: {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="226"/>
        <source>{name} draws {cards}</source>
        <translation>{name} zieht {cards}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="230"/>
        <source>{name} draws a card</source>
        <translation>{name} zieht eine Karte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="233"/>
        <source>{name} draws {count} cards</source>
        <translation>{name} zieht {count} Karten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="245"/>
        <source>{name} shuffles the discard pile into a new draw pile</source>
        <translation>{name} mischt den Ablagestapel zu einem neuen Nachziehstapel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="252"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="256"/>
        <source>Game over: {name} wins with {points} points</source>
        <translation>Spielende: {name} gewinnt mit {points} Punkten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="259"/>
        <source>Game over: {names} share the win with {points} points</source>
        <translation>Spielende: {names} gewinnen gemeinsam mit {points} Punkten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="281"/>
        <source>{treasure}: {name} wins ({total} against {other}) — no crates to take</source>
        <translation>{treasure}: {name} gewinnt ({total} gegen {other}) – keine Kisten zu holen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="286"/>
        <source>{treasure}: {name} wins a crate ({total} against {other})</source>
        <translation>{treasure}: {name} gewinnt eine Kiste ({total} gegen {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="290"/>
        <source>{treasure}: {name} wins {count} crates ({total} against {other})</source>
        <translation>{treasure}: {name} gewinnt {count} Kisten ({total} gegen {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="295"/>
        <source>{treasure}: nobody bids</source>
        <translation>{treasure}: niemand bietet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="299"/>
        <source>{treasure}: tie at {total} — the crates go back to the centre</source>
        <translation>{treasure}: Gleichstand bei {total} – die Kisten kommen in die Tischmitte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="302"/>
        <source>{treasure}: tie at {total} — nobody wins</source>
        <translation>{treasure}: Gleichstand bei {total} – niemand gewinnt</translation>
    </message>
</context>
<context>
    <name>CarambaView</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="43"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="44"/>
        <source>Ammunition</source>
        <translation>Munition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="45"/>
        <source>Dynamite</source>
        <translation>Dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="52"/>
        <source>Manos arriba!</source>
        <translation>Manos arriba!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="53"/>
        <source>Estoy de vuelta!</source>
        <translation>Estoy de vuelta!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="54"/>
        <source>Fuera!</source>
        <translation>Fuera!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="55"/>
        <source>En seguridad!</source>
        <translation>En seguridad!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="61"/>
        <source>Dealing</source>
        <translation>Karten werden verteilt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="62"/>
        <source>Drawing crates</source>
        <translation>Kisten ziehen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="63"/>
        <source>Before the auction</source>
        <translation>Vor der Versteigerung</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="64"/>
        <source>Auction</source>
        <translation>Versteigerung</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="65"/>
        <source>Securing crates</source>
        <translation>Kisten in Sicherheit bringen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="66"/>
        <source>Drawing cards</source>
        <translation>Karten nachziehen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="67"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="73"/>
        <source>Bandidos</source>
        <translation>Bandidos</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="74"/>
        <source>Soldados</source>
        <translation>Soldados</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="75"/>
        <source>Gringos</source>
        <translation>Gringos</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="76"/>
        <source>Indios</source>
        <translation>Indios</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="274"/>
        <source>Cards in hand: %1</source>
        <translation>Karten auf der Hand: %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="384"/>
        <source>Player %1</source>
        <translation>Spieler %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="468"/>
        <source>%1 %2</source>
        <comment>a button: treasure and card value (Gold 3)</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="473"/>
        <location filename="../caramba_desktop/games/caramba/view.py" line="482"/>
        <location filename="../caramba_desktop/games/caramba/view.py" line="505"/>
        <location filename="../caramba_desktop/games/caramba/view.py" line="529"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="485"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="502"/>
        <source>Protect %1</source>
        <translation>%1 schützen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="508"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="525"/>
        <source>Secure %1 of %2</source>
        <translation>%1 von %2 in Sicherheit bringen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="538"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="576"/>
        <source>%1 points</source>
        <translation>%1 Punkte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="583"/>
        <source>Passed</source>
        <translation>Gepasst</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="585"/>
        <source>To play</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="653"/>
        <source>%1 pts</source>
        <comment>points of one&apos;s secured crates</comment>
        <translation>%1 Pkt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="728"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="748"/>
        <source>Take back which card?</source>
        <translation>Welche Karte nimmst du zurück?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="774"/>
        <source>Game over: %1 wins</source>
        <translation>Spielende: %1 gewinnt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="776"/>
        <source>Game over: shared win for %1</source>
        <translation>Spielende: %1 gewinnen gemeinsam</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="785"/>
        <source>%1 is bidding</source>
        <translation>%1 bietet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="787"/>
        <source>%1 is securing crates</source>
        <translation>%1 bringt Kisten in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="789"/>
        <source>Waiting for %1</source>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="795"/>
        <source>Which treasure? Click a half or a button</source>
        <translation>Welcher Schatz? Hälfte oder Knopf anklicken</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="803"/>
        <source>En seguridad!: pick crates worth 6 at most</source>
        <translation>En seguridad!: Kisten im Wert bis 6 wählen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="798"/>
        <source>Estoy de vuelta!: take back which card?</source>
        <translation>Estoy de vuelta!: Welche Karte nimmst du zurück?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="801"/>
        <source>Fuera!: protect which treasure?</source>
        <translation>Fuera!: Welche Schatzart schützt du?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="807"/>
        <source>Choose a card to bid: the start player must bid</source>
        <translation>Wähle eine Karte: Der Startspieler muss bieten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="809"/>
        <source>Choose a card to bid or pass</source>
        <translation>Wähle eine Karte zum Bieten oder passe</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="811"/>
        <source>You have no card to bid: pass</source>
        <translation>Du hast keine Karte zum Bieten: Passe</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="814"/>
        <source>Play Fuera! to protect a treasure, or continue</source>
        <translation>Schatzart mit Fuera! schützen oder weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="816"/>
        <source>The auction begins: continue</source>
        <translation>Die Versteigerung beginnt: Weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="818"/>
        <source>Secure a crate, or keep them all</source>
        <translation>Bringe eine Kiste in Sicherheit oder behalte alle</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="819"/>
        <source>Keep your crates</source>
        <translation>Behalte deine Kisten</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="306"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="310"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="313"/>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="316"/>
        <source>Shared win: {names}</source>
        <translation>Gemeinsamer Sieg: {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="324"/>
        <source>{name} (computer)</source>
        <translation>{name} (Computer)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="329"/>
        <source>{points} pts</source>
        <comment>score on the end screen</comment>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="331"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="332"/>
        <source>Play again, same seats</source>
        <translation>Noch einmal, gleiche Runde</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="333"/>
        <source>Back to start</source>
        <translation>Zur Startseite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="334"/>
        <source>Look at the table</source>
        <translation>Den Tisch ansehen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="335"/>
        <source>Show the results</source>
        <translation>Ergebnis zeigen</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="118"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="120"/>
        <source>Computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="328"/>
        <source>{points} pts</source>
        <translation>{points} Pkt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="331"/>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="343"/>
        <source>Pass the screen to {name}</source>
        <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="350"/>
        <source>Deal {number}</source>
        <translation>Partienummer {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="351"/>
        <source>Enter this number in a new game to play the same deal again</source>
        <translation>Gib diese Nummer bei einem neuen Spiel ein, um dieselbe Partie noch einmal zu spielen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="416"/>
        <source>Autosave failed: the game goes on unsaved</source>
        <translation>Automatisches Speichern fehlgeschlagen: Das Spiel läuft ungesichert weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="439"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="440"/>
        <source>What happened</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="441"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="442"/>
        <source>Take back your last move ({key})</source>
        <translation>Deinen letzten Zug zurücknehmen ({key})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="445"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="446"/>
        <source>How to play (F1)</source>
        <translation>So wird gespielt (F1)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="447"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="448"/>
        <source>Back to the start page; the game is kept and can be continued</source>
        <translation>Zurück zur Startseite; das Spiel bleibt erhalten und kann fortgesetzt werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="464"/>
        <source>It is not your turn</source>
        <translation>Du bist nicht am Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="465"/>
        <source>Pass the screen on first</source>
        <translation>Gib zuerst den Bildschirm weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="466"/>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="467"/>
        <source>The game is closed</source>
        <translation>Das Spiel ist geschlossen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="469"/>
        <source>That move is not possible now</source>
        <translation>Dieser Zug ist jetzt nicht möglich</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="164"/>
        <location filename="../caramba_desktop/ui/handoff.py" line="178"/>
        <source>Pass to {name}</source>
        <translation>Weiter an {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="167"/>
        <source>{name}, click when you are ready — nobody else should look.</source>
        <translation>{name}, klicke, wenn du bereit bist – niemand sonst sollte hinsehen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="172"/>
        <source>I am {name} — show my cards</source>
        <translation>Ich bin {name} – zeig meine Karten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="176"/>
        <source>or press Enter</source>
        <translation>oder drücke die Eingabetaste</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="256"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="257"/>
        <source>What has happened so far</source>
        <translation>Was bisher geschah</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="83"/>
        <source>Caramba!</source>
        <translation>Caramba!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="84"/>
        <source>Auction and bluff</source>
        <translation>Versteigerung und Bluff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="89"/>
        <source>Bands bid with their cards for crates of gold, ammunition and dynamite — and steal the ones not yet secured.</source>
        <translation>Banden bieten mit ihren Karten um Kisten voller Gold, Munition und Dynamit – und schnappen sich die, die noch nicht in Sicherheit sind.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="94"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="95"/>
        <source>Memory card game</source>
        <translation>Gedächtnis-Kartenspiel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="100"/>
        <source>Peek, spy and swap your face-down cards for the lowest total, then call “Cabo”.</source>
        <translation>Schau nach, spioniere und tausche deine verdeckten Karten für die kleinste Summe – dann ruf „Cabo“.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="105"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="106"/>
        <source>Camels carry goods to cities</source>
        <translation>Kamele bringen Waren in die Städte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="111"/>
        <source>Lead camel trains across the desert to the cities that want your goods.</source>
        <translation>Führe Kamelkarawanen durch die Wüste zu den Städten, die deine Waren wollen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="116"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="117"/>
        <source>Dice race to the silver mine</source>
        <translation>Würfelrennen zur Silbermine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="122"/>
        <source>Roll and race your sombreros to the silver mine; the last one still on the track wins.</source>
        <translation>Würfle deine Sombreros zur Silbermine; wer zuletzt noch auf der Strecke ist, gewinnt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="230"/>
        <source>by {designer} · {low}–{high} players</source>
        <translation>von {designer} · {low}–{high} Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="233"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="234"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="235"/>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="413"/>
        <source>Choose a game</source>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="416"/>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="417"/>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="418"/>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="419"/>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="423"/>
        <source>Your game of {game} is waiting</source>
        <translation>Deine Partie {game} wartet auf dich</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="427"/>
        <source>round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="428"/>
        <source>last played {when}</source>
        <translation>zuletzt gespielt {when}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="432"/>
        <source>The last game could not be restored</source>
        <translation>Das letzte Spiel konnte nicht wiederhergestellt werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="445"/>
        <source>The file is damaged: it is not readable game data.</source>
        <translation>Die Datei ist beschädigt: Sie enthält keine lesbaren Spieldaten.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="446"/>
        <source>The file is not a saved game of {app}.</source>
        <translation>Die Datei ist kein gespeichertes Spiel von {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="448"/>
        <source>The game was saved by a newer version of {app}.</source>
        <translation>Das Spiel wurde mit einer neueren Version von {app} gespeichert.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="450"/>
        <source>The file holds a game this version does not know.</source>
        <translation>Die Datei enthält ein Spiel, das diese Version nicht kennt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="451"/>
        <source>The file is damaged: its options or moves are not valid.</source>
        <translation>Die Datei ist beschädigt: Ihre Optionen oder Züge sind ungültig.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="453"/>
        <source>The file is damaged: it does not say who plays which seat.</source>
        <translation>Die Datei ist beschädigt: Sie sagt nicht, wer auf welchem Platz spielt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="455"/>
        <source>The file is too large to be a saved game.</source>
        <translation>Die Datei ist zu groß für ein gespeichertes Spiel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="456"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="465"/>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="457"/>
        <source>This game cannot be played in this version yet.</source>
        <translation>Dieses Spiel kann in dieser Version noch nicht gespielt werden.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="460"/>
        <source>The file is damaged: move {number} breaks the rules.</source>
        <translation>Die Datei ist beschädigt: Zug {number} verstößt gegen die Regeln.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="466"/>
        <source>The file is damaged.</source>
        <translation>Die Datei ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="598"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="599"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="600"/>
        <source>&amp;Continue the last game</source>
        <translation>Letztes Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="601"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="602"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="603"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="604"/>
        <source>&amp;Leave the game</source>
        <translation>Spiel &amp;verlassen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="605"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="606"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="607"/>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="608"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="609"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="610"/>
        <source>&amp;About {app}</source>
        <translation>Ü&amp;ber {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="658"/>
        <source>Replace the unfinished game?</source>
        <translation>Das laufende Spiel ersetzen?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="659"/>
        <source>The unfinished game will be lost. Start the other game anyway?</source>
        <translation>Das laufende Spiel geht verloren. Trotzdem das andere Spiel beginnen?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="708"/>
        <source>Autosave is not possible</source>
        <translation>Automatisches Speichern ist nicht möglich</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="709"/>
        <source>The game cannot be saved as it is played; it starts anyway.</source>
        <translation>Das Spiel kann während des Spielens nicht gespeichert werden; es beginnt trotzdem.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="738"/>
        <source>The game cannot be continued</source>
        <translation>Das Spiel kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="751"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="752"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="797"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Gespeicherte Spiele (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="766"/>
        <source>The game cannot be opened</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="767"/>
        <source>“{file}” cannot be opened. {problem} Nothing was changed.</source>
        <translation>„{file}“ kann nicht geöffnet werden. {problem} Es wurde nichts verändert.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="796"/>
        <source>Save the game as</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="805"/>
        <source>The game could not be saved</source>
        <translation>Das Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="806"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>„{file}“ konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="912"/>
        <source>Four tabletop games at one screen: pass the screen around the table, or play against the computer.</source>
        <translation>Vier Brett- und Kartenspiele an einem Bildschirm: Reicht ihn am Tisch herum oder spielt gegen den Computer.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="915"/>
        <source>The games and their designers:</source>
        <translation>Die Spiele und ihre Autoren:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="920"/>
        <source>This is an unofficial adaptation made by fans; the games belong to their designers and publishers. The art and the rules texts are our own.</source>
        <translation>Dies ist eine inoffizielle Umsetzung von Fans; die Spiele gehören ihren Autoren und Verlagen. Grafik und Regeltexte sind unsere eigenen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="923"/>
        <source>The rulebooks do not list every card: Caramba!&apos;s band decks and the values of its crates are reconstructions (see the rules).</source>
        <translation>Die Spielregeln nennen nicht jede Karte: Die Kartensätze der Banden und die Werte der Kisten von Caramba! sind rekonstruiert (siehe die Regeln).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="933"/>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="85"/>
        <source>Beginner</source>
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="86"/>
        <source>Experienced</source>
        <translation>Erfahren</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="87"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="88"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="89"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="97"/>
        <source>Pancho</source>
        <translation>Pancho</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="98"/>
        <source>Dolores</source>
        <translation>Dolores</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="99"/>
        <source>Emiliano</source>
        <translation>Emiliano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="100"/>
        <source>Porfirio</source>
        <translation>Porfirio</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="101"/>
        <source>Rosita</source>
        <translation>Rosita</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="102"/>
        <source>Pablo</source>
        <translation>Pablo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="108"/>
        <source>Caramba!</source>
        <translation>Caramba!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="109"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="110"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="111"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="236"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="237"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="239"/>
        <source>A person plays this seat</source>
        <translation>Ein Mensch spielt auf diesem Platz</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="242"/>
        <source>The computer plays this seat</source>
        <translation>Der Computer spielt auf diesem Platz</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="245"/>
        <source>How well the computer plays</source>
        <translation>Wie gut der Computer spielt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="249"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="251"/>
        <source>Name of player {number}</source>
        <translation>Name von Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="256"/>
        <source>Level of player {number}</source>
        <translation>Spielstärke von Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="263"/>
        <source>Plays the {band}</source>
        <translation>Spielt die {band}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="267"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="456"/>
        <source>Player {number} needs a name.</source>
        <translation>Spieler {number} braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="461"/>
        <source>Players {first} and {second} are both called “{name}”. Please give each player a different name.</source>
        <translation>Spieler {first} und {second} heißen beide „{name}“. Bitte gib jedem Spieler einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="567"/>
        <source>New game: {game}</source>
        <translation>Neues Spiel: {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="571"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="575"/>
        <source>by {designer}</source>
        <translation>von {designer}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="578"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="579"/>
        <source>Number of players:</source>
        <translation>Anzahl der Spieler:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="582"/>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="584"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="595"/>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="603"/>
        <source>Deal</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="604"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Partienummer:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="605"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="606"/>
        <source>Deal number</source>
        <translation>Partienummer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="608"/>
        <source>Leave empty for a new deal. Enter the number of an earlier deal to play the same cards again.</source>
        <translation>Leer lassen für eine neue Partie. Mit der Nummer einer früheren Partie kommen dieselben Karten noch einmal.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="614"/>
        <source>&amp;Start game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="176"/>
        <source>No rules are available for this game yet.</source>
        <translation>Für dieses Spiel gibt es noch keine Regeln.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="301"/>
        <source>Rules — {game}</source>
        <translation>Regeln – {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="302"/>
        <location filename="../caramba_desktop/ui/rules_help.py" line="303"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="306"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="76"/>
        <source>Off</source>
        <comment>animations</comment>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="77"/>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="78"/>
        <source>Normal</source>
        <comment>animations</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="79"/>
        <source>Slow</source>
        <comment>animations</comment>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="188"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="189"/>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="190"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="191"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="192"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animationen:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="193"/>
        <source>Computer &amp;moves:</source>
        <translation>Computer&amp;züge:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="199"/>
        <source>Quick</source>
        <comment>computer moves</comment>
        <translation>Zügig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="200"/>
        <source>Normal</source>
        <comment>computer moves</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="201"/>
        <source>Leisurely</source>
        <comment>computer moves</comment>
        <translation>Gemächlich</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="206"/>
        <source>The language changes as soon as you press OK.</source>
        <translation>Die Sprache wechselt, sobald du OK drückst.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="211"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>Wie schnell sich Karten und Spielsteine auf dem Tisch bewegen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="216"/>
        <source>How long the computer players wait between their moves</source>
        <translation>Wie lange die Computerspieler zwischen ihren Zügen warten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="221"/>
        <source>Ask before leaving a game in progress</source>
        <translation>Nachfragen, bevor ein laufendes Spiel verlassen wird</translation>
    </message>
</context>
</TS>
