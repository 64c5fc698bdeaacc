<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CarambaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="43"/>
        <source>gold</source>
        <translation>gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="45"/>
        <source>ammunition</source>
        <translation>ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="47"/>
        <source>dynamite</source>
        <translation>dynamite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="63"/>
        <source>{treasure} {value}</source>
        <translation>{treasure} {value}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="94"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="132"/>
        <source>{name} bids {value} on gold</source>
        <translation>{name} bids {value} on gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="134"/>
        <source>{name} bids {value} on ammunition</source>
        <translation>{name} bids {value} on ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="136"/>
        <source>{name} bids {value} on dynamite</source>
        <translation>{name} bids {value} on dynamite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="139"/>
        <source>{name} passes</source>
        <translation>{name} passes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="141"/>
        <source>{name} plays {card} — the auction ends</source>
        <translation>{name} plays {card} — the auction ends</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="145"/>
        <source>{name} takes {card} back ({special})</source>
        <translation>{name} takes {card} back ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="151"/>
        <source>{name} protects their gold crates ({special})</source>
        <translation>{name} protects their gold crates ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="155"/>
        <source>{name} protects their ammunition crates ({special})</source>
        <translation>{name} protects their ammunition crates ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="159"/>
        <source>{name} protects their dynamite crates ({special})</source>
        <translation>{name} protects their dynamite crates ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="165"/>
        <source>{name} secures {crate}</source>
        <translation>{name} secures {crate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="168"/>
        <source>{name} secures a crate</source>
        <translation>{name} secures a crate</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="173"/>
        <source>{name} plays {special} and secures {crates}</source>
        <translation>{name} plays {special} and secures {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="177"/>
        <source>{name} plays {special} and secures a crate</source>
        <translation>{name} plays {special} and secures a crate</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="180"/>
        <source>{name} plays {special} and secures {count} crates</source>
        <translation>{name} plays {special} and secures {count} crates</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="184"/>
        <source>Start player: {name}</source>
        <translation>Start player: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="188"/>
        <source>{name} receives the special card {card}</source>
        <translation>{name} receives the special card {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="216"/>
        <source>Crate drawn: {crate}</source>
        <translation>Crate drawn: {crate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="219"/>
        <source>Crates drawn: {crates}</source>
        <translation>Crates drawn: {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="226"/>
        <source>{name} draws {cards}</source>
        <translation>{name} draws {cards}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="230"/>
        <source>{name} draws a card</source>
        <translation>{name} draws a card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="233"/>
        <source>{name} draws {count} cards</source>
        <translation>{name} draws {count} cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="245"/>
        <source>{name} shuffles the discard pile into a new draw pile</source>
        <translation>{name} shuffles the discard pile into a new draw pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="252"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="256"/>
        <source>Game over: {name} wins with {points} points</source>
        <translation>Game over: {name} wins with {points} points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="259"/>
        <source>Game over: {names} share the win with {points} points</source>
        <translation>Game over: {names} share the win with {points} points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="281"/>
        <source>{treasure}: {name} wins ({total} against {other}) — no crates to take</source>
        <translation>{treasure}: {name} wins ({total} against {other}) — no crates to take</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="286"/>
        <source>{treasure}: {name} wins a crate ({total} against {other})</source>
        <translation>{treasure}: {name} wins a crate ({total} against {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="290"/>
        <source>{treasure}: {name} wins {count} crates ({total} against {other})</source>
        <translation>{treasure}: {name} wins {count} crates ({total} against {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="295"/>
        <source>{treasure}: nobody bids</source>
        <translation>{treasure}: nobody bids</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="299"/>
        <source>{treasure}: tie at {total} — the crates go back to the centre</source>
        <translation>{treasure}: tie at {total} — the crates go back to the centre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="302"/>
        <source>{treasure}: tie at {total} — nobody wins</source>
        <translation>{treasure}: tie at {total} — nobody wins</translation>
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
        <translation>Ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="45"/>
        <source>Dynamite</source>
        <translation>Dynamite</translation>
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
        <translation>Dealing</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="62"/>
        <source>Drawing crates</source>
        <translation>Drawing crates</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="63"/>
        <source>Before the auction</source>
        <translation>Before the auction</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="64"/>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="65"/>
        <source>Securing crates</source>
        <translation>Securing crates</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="66"/>
        <source>Drawing cards</source>
        <translation>Drawing cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="67"/>
        <source>Game over</source>
        <translation>Game over</translation>
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
        <translation>Cards in hand: %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="384"/>
        <source>Player %1</source>
        <translation>Player %1</translation>
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
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="485"/>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="502"/>
        <source>Protect %1</source>
        <translation>Protect %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="508"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="525"/>
        <source>Secure %1 of %2</source>
        <translation>Secure %1 of %2</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="538"/>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="576"/>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="583"/>
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="585"/>
        <source>To play</source>
        <translation>To play</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="653"/>
        <source>%1 pts</source>
        <comment>points of one&apos;s secured crates</comment>
        <translation>%1 pts</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="728"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="748"/>
        <source>Take back which card?</source>
        <translation>Take back which card?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="774"/>
        <source>Game over: %1 wins</source>
        <translation>Game over: %1 wins</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="776"/>
        <source>Game over: shared win for %1</source>
        <translation>Game over: shared win for %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="785"/>
        <source>%1 is bidding</source>
        <translation>%1 is bidding</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="787"/>
        <source>%1 is securing crates</source>
        <translation>%1 is securing crates</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="789"/>
        <source>Waiting for %1</source>
        <translation>Waiting for %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="795"/>
        <source>Which treasure? Click a half or a button</source>
        <translation>Which treasure? Click a half or a button</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="803"/>
        <source>En seguridad!: pick crates worth 6 at most</source>
        <translation>En seguridad!: pick crates worth 6 at most</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="798"/>
        <source>Estoy de vuelta!: take back which card?</source>
        <translation>Estoy de vuelta!: take back which card?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="801"/>
        <source>Fuera!: protect which treasure?</source>
        <translation>Fuera!: protect which treasure?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="807"/>
        <source>Choose a card to bid: the start player must bid</source>
        <translation>Choose a card to bid: the start player must bid</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="809"/>
        <source>Choose a card to bid or pass</source>
        <translation>Choose a card to bid or pass</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="811"/>
        <source>You have no card to bid: pass</source>
        <translation>You have no card to bid: pass</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="814"/>
        <source>Play Fuera! to protect a treasure, or continue</source>
        <translation>Play Fuera! to protect a treasure, or continue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="816"/>
        <source>The auction begins: continue</source>
        <translation>The auction begins: continue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="818"/>
        <source>Secure a crate, or keep them all</source>
        <translation>Secure a crate, or keep them all</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="819"/>
        <source>Keep your crates</source>
        <translation>Keep your crates</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="306"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="310"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="313"/>
        <source>{name} wins!</source>
        <translation>{name} wins!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="316"/>
        <source>Shared win: {names}</source>
        <translation>Shared win: {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="324"/>
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="329"/>
        <source>{points} pts</source>
        <comment>score on the end screen</comment>
        <translation>{points} pts</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="331"/>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="332"/>
        <source>Play again, same seats</source>
        <translation>Play again, same seats</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="333"/>
        <source>Back to start</source>
        <translation>Back to start</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="334"/>
        <source>Look at the table</source>
        <translation>Look at the table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="335"/>
        <source>Show the results</source>
        <translation>Show the results</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="118"/>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="120"/>
        <source>Computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="328"/>
        <source>{points} pts</source>
        <translation>{points} pts</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="331"/>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="343"/>
        <source>Pass the screen to {name}</source>
        <translation>Pass the screen to {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="350"/>
        <source>Deal {number}</source>
        <translation>Deal {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="351"/>
        <source>Enter this number in a new game to play the same deal again</source>
        <translation>Enter this number in a new game to play the same deal again</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="416"/>
        <source>Autosave failed: the game goes on unsaved</source>
        <translation>Autosave failed: the game goes on unsaved</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="439"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="440"/>
        <source>What happened</source>
        <translation>What happened</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="441"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="442"/>
        <source>Take back your last move ({key})</source>
        <translation>Take back your last move ({key})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="445"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="446"/>
        <source>How to play (F1)</source>
        <translation>How to play (F1)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="447"/>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="448"/>
        <source>Back to the start page; the game is kept and can be continued</source>
        <translation>Back to the start page; the game is kept and can be continued</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="464"/>
        <source>It is not your turn</source>
        <translation>It is not your turn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="465"/>
        <source>Pass the screen on first</source>
        <translation>Pass the screen on first</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="466"/>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="467"/>
        <source>The game is closed</source>
        <translation>The game is closed</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="469"/>
        <source>That move is not possible now</source>
        <translation>That move is not possible now</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="164"/>
        <location filename="../caramba_desktop/ui/handoff.py" line="178"/>
        <source>Pass to {name}</source>
        <translation>Pass to {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="167"/>
        <source>{name}, click when you are ready — nobody else should look.</source>
        <translation>{name}, click when you are ready — nobody else should look.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="172"/>
        <source>I am {name} — show my cards</source>
        <translation>I am {name} — show my cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="176"/>
        <source>or press Enter</source>
        <translation>or press Enter</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="256"/>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="257"/>
        <source>What has happened so far</source>
        <translation>What has happened so far</translation>
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
        <translation>Auction and bluff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="89"/>
        <source>Bands bid with their cards for crates of gold, ammunition and dynamite — and steal the ones not yet secured.</source>
        <translation>Bands bid with their cards for crates of gold, ammunition and dynamite — and steal the ones not yet secured.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="94"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="95"/>
        <source>Memory card game</source>
        <translation>Memory card game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="100"/>
        <source>Peek, spy and swap your face-down cards for the lowest total, then call “Cabo”.</source>
        <translation>Peek, spy and swap your face-down cards for the lowest total, then call “Cabo”.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="105"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="106"/>
        <source>Camels carry goods to cities</source>
        <translation>Camels carry goods to cities</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="111"/>
        <source>Lead camel trains across the desert to the cities that want your goods.</source>
        <translation>Lead camel trains across the desert to the cities that want your goods.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="116"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="117"/>
        <source>Dice race to the silver mine</source>
        <translation>Dice race to the silver mine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="122"/>
        <source>Roll and race your sombreros to the silver mine; the last one still on the track wins.</source>
        <translation>Roll and race your sombreros to the silver mine; the last one still on the track wins.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="230"/>
        <source>by {designer} · {low}–{high} players</source>
        <translation>by {designer} · {low}–{high} players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="233"/>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="234"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="235"/>
        <source>Coming soon</source>
        <translation>Coming soon</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="413"/>
        <source>Choose a game</source>
        <translation>Choose a game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="416"/>
        <source>Open a saved game…</source>
        <translation>Open a saved game…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="417"/>
        <source>Settings…</source>
        <translation>Settings…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="418"/>
        <source>About</source>
        <translation>About</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="419"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="423"/>
        <source>Your game of {game} is waiting</source>
        <translation>Your game of {game} is waiting</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="427"/>
        <source>round {number}</source>
        <translation>round {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="428"/>
        <source>last played {when}</source>
        <translation>last played {when}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="432"/>
        <source>The last game could not be restored</source>
        <translation>The last game could not be restored</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="445"/>
        <source>The file is damaged: it is not readable game data.</source>
        <translation>The file is damaged: it is not readable game data.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="446"/>
        <source>The file is not a saved game of {app}.</source>
        <translation>The file is not a saved game of {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="448"/>
        <source>The game was saved by a newer version of {app}.</source>
        <translation>The game was saved by a newer version of {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="450"/>
        <source>The file holds a game this version does not know.</source>
        <translation>The file holds a game this version does not know.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="451"/>
        <source>The file is damaged: its options or moves are not valid.</source>
        <translation>The file is damaged: its options or moves are not valid.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="453"/>
        <source>The file is damaged: it does not say who plays which seat.</source>
        <translation>The file is damaged: it does not say who plays which seat.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="455"/>
        <source>The file is too large to be a saved game.</source>
        <translation>The file is too large to be a saved game.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="456"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="465"/>
        <source>The file cannot be read.</source>
        <translation>The file cannot be read.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="457"/>
        <source>This game cannot be played in this version yet.</source>
        <translation>This game cannot be played in this version yet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="460"/>
        <source>The file is damaged: move {number} breaks the rules.</source>
        <translation>The file is damaged: move {number} breaks the rules.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="466"/>
        <source>The file is damaged.</source>
        <translation>The file is damaged.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="598"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="599"/>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="600"/>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Continue the last game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="601"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="602"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Save as…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="603"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="604"/>
        <source>&amp;Leave the game</source>
        <translation>&amp;Leave the game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="605"/>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="606"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="607"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="608"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="609"/>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="610"/>
        <source>&amp;About {app}</source>
        <translation>&amp;About {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="658"/>
        <source>Replace the unfinished game?</source>
        <translation>Replace the unfinished game?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="659"/>
        <source>The unfinished game will be lost. Start the other game anyway?</source>
        <translation>The unfinished game will be lost. Start the other game anyway?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="708"/>
        <source>Autosave is not possible</source>
        <translation>Autosave is not possible</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="709"/>
        <source>The game cannot be saved as it is played; it starts anyway.</source>
        <translation>The game cannot be saved as it is played; it starts anyway.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="738"/>
        <source>The game cannot be continued</source>
        <translation>The game cannot be continued</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="751"/>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="752"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="797"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Saved games (*{suffix});;All files (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="766"/>
        <source>The game cannot be opened</source>
        <translation>The game cannot be opened</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="767"/>
        <source>“{file}” cannot be opened. {problem} Nothing was changed.</source>
        <translation>“{file}” cannot be opened. {problem} Nothing was changed.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="796"/>
        <source>Save the game as</source>
        <translation>Save the game as</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="805"/>
        <source>The game could not be saved</source>
        <translation>The game could not be saved</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="806"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>“{file}” could not be written: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="912"/>
        <source>Four tabletop games at one screen: pass the screen around the table, or play against the computer.</source>
        <translation>Four tabletop games at one screen: pass the screen around the table, or play against the computer.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="915"/>
        <source>The games and their designers:</source>
        <translation>The games and their designers:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="920"/>
        <source>This is an unofficial adaptation made by fans; the games belong to their designers and publishers. The art and the rules texts are our own.</source>
        <translation>This is an unofficial adaptation made by fans; the games belong to their designers and publishers. The art and the rules texts are our own.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="923"/>
        <source>The rulebooks do not list every card: Caramba!&apos;s band decks and the values of its crates are reconstructions (see the rules).</source>
        <translation>The rulebooks do not list every card: Caramba!&apos;s band decks and the values of its crates are reconstructions (see the rules).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="933"/>
        <source>About {app}</source>
        <translation>About {app}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="85"/>
        <source>Beginner</source>
        <translation>Beginner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="86"/>
        <source>Experienced</source>
        <translation>Experienced</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="87"/>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="88"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="89"/>
        <source>Hard</source>
        <translation>Hard</translation>
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
        <translation>Human</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="237"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="239"/>
        <source>A person plays this seat</source>
        <translation>A person plays this seat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="242"/>
        <source>The computer plays this seat</source>
        <translation>The computer plays this seat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="245"/>
        <source>How well the computer plays</source>
        <translation>How well the computer plays</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="249"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="251"/>
        <source>Name of player {number}</source>
        <translation>Name of player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="256"/>
        <source>Level of player {number}</source>
        <translation>Level of player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="263"/>
        <source>Plays the {band}</source>
        <translation>Plays the {band}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="267"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="456"/>
        <source>Player {number} needs a name.</source>
        <translation>Player {number} needs a name.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="461"/>
        <source>Players {first} and {second} are both called “{name}”. Please give each player a different name.</source>
        <translation>Players {first} and {second} are both called “{name}”. Please give each player a different name.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="567"/>
        <source>New game: {game}</source>
        <translation>New game: {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="571"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="575"/>
        <source>by {designer}</source>
        <translation>by {designer}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="578"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="579"/>
        <source>Number of players:</source>
        <translation>Number of players:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="582"/>
        <source>{count} players</source>
        <translation>{count} players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="584"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="595"/>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="603"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="604"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Deal number:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="605"/>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="606"/>
        <source>Deal number</source>
        <translation>Deal number</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="608"/>
        <source>Leave empty for a new deal. Enter the number of an earlier deal to play the same cards again.</source>
        <translation>Leave empty for a new deal. Enter the number of an earlier deal to play the same cards again.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="614"/>
        <source>&amp;Start game</source>
        <translation>&amp;Start game</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="176"/>
        <source>No rules are available for this game yet.</source>
        <translation>No rules are available for this game yet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="301"/>
        <source>Rules — {game}</source>
        <translation>Rules — {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="302"/>
        <location filename="../caramba_desktop/ui/rules_help.py" line="303"/>
        <source>Contents</source>
        <translation>Contents</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="306"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="76"/>
        <source>Off</source>
        <comment>animations</comment>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="77"/>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>Fast</translation>
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
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="188"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="189"/>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="190"/>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="191"/>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="192"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="193"/>
        <source>Computer &amp;moves:</source>
        <translation>Computer &amp;moves:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="199"/>
        <source>Quick</source>
        <comment>computer moves</comment>
        <translation>Quick</translation>
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
        <translation>Leisurely</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="206"/>
        <source>The language changes as soon as you press OK.</source>
        <translation>The language changes as soon as you press OK.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="211"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>How fast cards and pieces move on the table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="216"/>
        <source>How long the computer players wait between their moves</source>
        <translation>How long the computer players wait between their moves</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="221"/>
        <source>Ask before leaving a game in progress</source>
        <translation>Ask before leaving a game in progress</translation>
    </message>
</context>
</TS>
