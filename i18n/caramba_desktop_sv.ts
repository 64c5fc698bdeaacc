<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>CarambaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="43"/>
        <source>gold</source>
        <translation>guld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="45"/>
        <source>ammunition</source>
        <translation>ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="47"/>
        <source>dynamite</source>
        <translation>dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="63"/>
        <source>{treasure} {value}</source>
        <translation>{treasure} {value}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="94"/>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="132"/>
        <source>{name} bids {value} on gold</source>
        <translation>{name} bjuder {value} på guld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="134"/>
        <source>{name} bids {value} on ammunition</source>
        <translation>{name} bjuder {value} på ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="136"/>
        <source>{name} bids {value} on dynamite</source>
        <translation>{name} bjuder {value} på dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="139"/>
        <source>{name} passes</source>
        <translation>{name} passar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="141"/>
        <source>{name} plays {card} — the auction ends</source>
        <translation>{name} spelar {card} – budgivningen är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="145"/>
        <source>{name} takes {card} back ({special})</source>
        <translation>{name} tar tillbaka {card} till handen ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="151"/>
        <source>{name} protects their gold crates ({special})</source>
        <translation>{name} skyddar sina guldlådor ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="155"/>
        <source>{name} protects their ammunition crates ({special})</source>
        <translation>{name} skyddar sina ammunitionslådor ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="159"/>
        <source>{name} protects their dynamite crates ({special})</source>
        <translation>{name} skyddar sina dynamitlådor ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="165"/>
        <source>{name} secures {crate}</source>
        <translation>{name} sätter {crate} i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="168"/>
        <source>{name} secures a crate</source>
        <translation>{name} sätter en låda i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="173"/>
        <source>{name} plays {special} and secures {crates}</source>
        <translation>{name} spelar {special} och sätter {crates} i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="177"/>
        <source>{name} plays {special} and secures a crate</source>
        <translation>{name} spelar {special} och sätter en låda i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="180"/>
        <source>{name} plays {special} and secures {count} crates</source>
        <translation>{name} spelar {special} och sätter {count} lådor i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="184"/>
        <source>Start player: {name}</source>
        <translation>Startspelare: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="188"/>
        <source>{name} receives the special card {card}</source>
        <translation>{name} får specialkortet {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="216"/>
        <source>Crate drawn: {crate}</source>
        <translation>Dragen låda: {crate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="219"/>
        <source>Crates drawn: {crates}</source>
        <translation>Dragna lådor: {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="226"/>
        <source>{name} draws {cards}</source>
        <translation>{name} drar {cards}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="230"/>
        <source>{name} draws a card</source>
        <translation>{name} drar ett kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="233"/>
        <source>{name} draws {count} cards</source>
        <translation>{name} drar {count} kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="245"/>
        <source>{name} shuffles the discard pile into a new draw pile</source>
        <translation>{name} blandar om kasseringshögen till en ny dragbunt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="252"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="256"/>
        <source>Game over: {name} wins with {points} points</source>
        <translation>Spelet är slut: {name} vinner med {points} poäng</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="259"/>
        <source>Game over: {names} share the win with {points} points</source>
        <translation>Spelet är slut: {names} delar på segern med {points} poäng</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="281"/>
        <source>{treasure}: {name} wins ({total} against {other}) — no crates to take</source>
        <translation>{treasure}: {name} vinner ({total} mot {other}) – inga lådor att ta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="286"/>
        <source>{treasure}: {name} wins a crate ({total} against {other})</source>
        <translation>{treasure}: {name} vinner en låda ({total} mot {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="290"/>
        <source>{treasure}: {name} wins {count} crates ({total} against {other})</source>
        <translation>{treasure}: {name} vinner {count} lådor ({total} mot {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="295"/>
        <source>{treasure}: nobody bids</source>
        <translation>{treasure}: ingen bjuder</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="299"/>
        <source>{treasure}: tie at {total} — the crates go back to the centre</source>
        <translation>{treasure}: lika på {total} – lådorna går tillbaka till bordets mitt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="302"/>
        <source>{treasure}: tie at {total} — nobody wins</source>
        <translation>{treasure}: lika på {total} – ingen vinner</translation>
    </message>
</context>
<context>
    <name>CarambaView</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="43"/>
        <source>Gold</source>
        <translation>Guld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="44"/>
        <source>Ammunition</source>
        <translation>Ammunition</translation>
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
        <translation>Utdelning</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="62"/>
        <source>Drawing crates</source>
        <translation>Lådor dras</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="63"/>
        <source>Before the auction</source>
        <translation>Före budgivningen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="64"/>
        <source>Auction</source>
        <translation>Budgivning</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="65"/>
        <source>Securing crates</source>
        <translation>Lådor sätts i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="66"/>
        <source>Drawing cards</source>
        <translation>Kort dras</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="67"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
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
        <translation>Kort på handen: %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="384"/>
        <source>Player %1</source>
        <translation>Spelare %1</translation>
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
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="485"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="502"/>
        <source>Protect %1</source>
        <translation>Skydda %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="508"/>
        <source>Continue</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="525"/>
        <source>Secure %1 of %2</source>
        <translation>Sätt %1 av %2 i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="538"/>
        <source>Keep</source>
        <translation>Behåll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="576"/>
        <source>%1 points</source>
        <translation>%1 poäng</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="583"/>
        <source>Passed</source>
        <translation>Har passat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="585"/>
        <source>To play</source>
        <translation>På tur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="653"/>
        <source>%1 pts</source>
        <comment>points of one&apos;s secured crates</comment>
        <translation>%1 p</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="728"/>
        <source>Round %1</source>
        <translation>Runda %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="748"/>
        <source>Take back which card?</source>
        <translation>Vilket kort tar du tillbaka?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="774"/>
        <source>Game over: %1 wins</source>
        <translation>Spelet är slut: %1 vinner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="776"/>
        <source>Game over: shared win for %1</source>
        <translation>Spelet är slut: delad seger för %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="785"/>
        <source>%1 is bidding</source>
        <translation>%1 lägger bud</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="787"/>
        <source>%1 is securing crates</source>
        <translation>%1 sätter lådor i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="789"/>
        <source>Waiting for %1</source>
        <translation>Väntar på %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="795"/>
        <source>Which treasure? Click a half or a button</source>
        <translation>Vilken skatt? Klicka på en halva eller en knapp</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="803"/>
        <source>En seguridad!: pick crates worth 6 at most</source>
        <translation>En seguridad!: välj lådor värda högst 6</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="798"/>
        <source>Estoy de vuelta!: take back which card?</source>
        <translation>Estoy de vuelta!: vilket kort tar du tillbaka?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="801"/>
        <source>Fuera!: protect which treasure?</source>
        <translation>Fuera!: vilken skatt skyddar du?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="807"/>
        <source>Choose a card to bid: the start player must bid</source>
        <translation>Välj ett kort: startspelaren måste bjuda</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="809"/>
        <source>Choose a card to bid or pass</source>
        <translation>Välj ett kort att bjuda med, eller passa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="811"/>
        <source>You have no card to bid: pass</source>
        <translation>Du har inget kort att bjuda med: passa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="814"/>
        <source>Play Fuera! to protect a treasure, or continue</source>
        <translation>Skydda en skatt med Fuera!, eller fortsätt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="816"/>
        <source>The auction begins: continue</source>
        <translation>Budgivningen börjar: fortsätt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="818"/>
        <source>Secure a crate, or keep them all</source>
        <translation>Sätt en låda i säkerhet, eller behåll alla</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="819"/>
        <source>Keep your crates</source>
        <translation>Behåll dina lådor</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="306"/>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="310"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="313"/>
        <source>{name} wins!</source>
        <translation>{name} vinner!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="316"/>
        <source>Shared win: {names}</source>
        <translation>Delad seger: {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="324"/>
        <source>{name} (computer)</source>
        <translation>{name} (dator)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="329"/>
        <source>{points} pts</source>
        <comment>score on the end screen</comment>
        <translation>{points} p</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="331"/>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="332"/>
        <source>Play again, same seats</source>
        <translation>Spela igen, samma spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="333"/>
        <source>Back to start</source>
        <translation>Till startsidan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="334"/>
        <source>Look at the table</source>
        <translation>Titta på bordet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="335"/>
        <source>Show the results</source>
        <translation>Visa resultatet</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="118"/>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="120"/>
        <source>Computer · {level}</source>
        <translation>Dator · {level}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="328"/>
        <source>{points} pts</source>
        <translation>{points} p</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="331"/>
        <source>to play</source>
        <translation>på tur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="343"/>
        <source>Pass the screen to {name}</source>
        <translation>Lämna över skärmen till {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="350"/>
        <source>Deal {number}</source>
        <translation>Giv {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="351"/>
        <source>Enter this number in a new game to play the same deal again</source>
        <translation>Ange det här numret i ett nytt spel för att spela samma giv igen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="416"/>
        <source>Autosave failed: the game goes on unsaved</source>
        <translation>Autosparningen misslyckades: spelet fortsätter utan att sparas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="439"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="440"/>
        <source>What happened</source>
        <translation>Händelser</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="441"/>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="442"/>
        <source>Take back your last move ({key})</source>
        <translation>Ta tillbaka ditt senaste drag ({key})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="445"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="446"/>
        <source>How to play (F1)</source>
        <translation>Så spelar man (F1)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="447"/>
        <source>Leave</source>
        <translation>Lämna</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="448"/>
        <source>Back to the start page; the game is kept and can be continued</source>
        <translation>Tillbaka till startsidan; spelet sparas och kan fortsättas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="464"/>
        <source>It is not your turn</source>
        <translation>Det är inte din tur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="465"/>
        <source>Pass the screen on first</source>
        <translation>Lämna först över skärmen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="466"/>
        <source>The game is over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="467"/>
        <source>The game is closed</source>
        <translation>Spelet är stängt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="469"/>
        <source>That move is not possible now</source>
        <translation>Det draget går inte just nu</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="164"/>
        <location filename="../caramba_desktop/ui/handoff.py" line="178"/>
        <source>Pass to {name}</source>
        <translation>Lämna över till {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="167"/>
        <source>{name}, click when you are ready — nobody else should look.</source>
        <translation>{name}, klicka när du är redo – ingen annan ska titta.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="172"/>
        <source>I am {name} — show my cards</source>
        <translation>Jag är {name} – visa mina kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="176"/>
        <source>or press Enter</source>
        <translation>eller tryck på Enter</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="256"/>
        <source>Game log</source>
        <translation>Spellogg</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="257"/>
        <source>What has happened so far</source>
        <translation>Vad som har hänt hittills</translation>
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
        <translation>Auktion och bluff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="89"/>
        <source>Bands bid with their cards for crates of gold, ammunition and dynamite — and steal the ones not yet secured.</source>
        <translation>Gäng bjuder med sina kort på lådor med guld, ammunition och dynamit – och stjäl dem som ännu inte är i säkerhet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="94"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="95"/>
        <source>Memory card game</source>
        <translation>Kortspel för minnet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="100"/>
        <source>Peek, spy and swap your face-down cards for the lowest total, then call “Cabo”.</source>
        <translation>Kika, spionera och byt dina nedvända kort för lägsta summan – ropa sedan ”Cabo”.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="105"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="106"/>
        <source>Camels carry goods to cities</source>
        <translation>Kameler levererar varor till städerna</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="111"/>
        <source>Lead camel trains across the desert to the cities that want your goods.</source>
        <translation>Led kamelkaravaner genom öknen till städerna som vill ha dina varor.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="116"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="117"/>
        <source>Dice race to the silver mine</source>
        <translation>Tärningslopp till silvergruvan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="122"/>
        <source>Roll and race your sombreros to the silver mine; the last one still on the track wins.</source>
        <translation>Slå tärning och låt dina sombreros springa mot silvergruvan; den sista som är kvar på banan vinner.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="230"/>
        <source>by {designer} · {low}–{high} players</source>
        <translation>av {designer} · {low}–{high} spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="233"/>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="234"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="235"/>
        <source>Coming soon</source>
        <translation>Kommer snart</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="413"/>
        <source>Choose a game</source>
        <translation>Välj ett spel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="416"/>
        <source>Open a saved game…</source>
        <translation>Öppna ett sparat spel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="417"/>
        <source>Settings…</source>
        <translation>Inställningar…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="418"/>
        <source>About</source>
        <translation>Om</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="419"/>
        <source>Continue</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="423"/>
        <source>Your game of {game} is waiting</source>
        <translation>Ditt parti {game} väntar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="427"/>
        <source>round {number}</source>
        <translation>runda {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="428"/>
        <source>last played {when}</source>
        <translation>senast spelat {when}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="432"/>
        <source>The last game could not be restored</source>
        <translation>Det senaste spelet kunde inte återställas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="445"/>
        <source>The file is damaged: it is not readable game data.</source>
        <translation>Filen är skadad: den innehåller inga läsbara speldata.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="446"/>
        <source>The file is not a saved game of {app}.</source>
        <translation>Filen är inte ett sparat spel från {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="448"/>
        <source>The game was saved by a newer version of {app}.</source>
        <translation>Spelet sparades av en nyare version av {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="450"/>
        <source>The file holds a game this version does not know.</source>
        <translation>Filen innehåller ett spel som den här versionen inte känner till.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="451"/>
        <source>The file is damaged: its options or moves are not valid.</source>
        <translation>Filen är skadad: dess alternativ eller drag är ogiltiga.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="453"/>
        <source>The file is damaged: it does not say who plays which seat.</source>
        <translation>Filen är skadad: den anger inte vem som spelar på vilken plats.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="455"/>
        <source>The file is too large to be a saved game.</source>
        <translation>Filen är för stor för att vara ett sparat spel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="456"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="465"/>
        <source>The file cannot be read.</source>
        <translation>Filen kan inte läsas.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="457"/>
        <source>This game cannot be played in this version yet.</source>
        <translation>Det här spelet kan ännu inte spelas i den här versionen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="460"/>
        <source>The file is damaged: move {number} breaks the rules.</source>
        <translation>Filen är skadad: drag {number} bryter mot reglerna.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="466"/>
        <source>The file is damaged.</source>
        <translation>Filen är skadad.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="598"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="599"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="600"/>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Fortsätt det senaste spelet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="601"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ppna…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="602"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Spara som…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="603"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="604"/>
        <source>&amp;Leave the game</source>
        <translation>&amp;Lämna spelet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="605"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="606"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="607"/>
        <source>&amp;Language</source>
        <translation>S&amp;pråk</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="608"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="609"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="610"/>
        <source>&amp;About {app}</source>
        <translation>&amp;Om {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="658"/>
        <source>Replace the unfinished game?</source>
        <translation>Ersätta det pågående spelet?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="659"/>
        <source>The unfinished game will be lost. Start the other game anyway?</source>
        <translation>Det pågående spelet går förlorat. Starta det andra spelet ändå?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="708"/>
        <source>Autosave is not possible</source>
        <translation>Autosparning är inte möjlig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="709"/>
        <source>The game cannot be saved as it is played; it starts anyway.</source>
        <translation>Spelet kan inte sparas medan det spelas; det startar ändå.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="738"/>
        <source>The game cannot be continued</source>
        <translation>Spelet kan inte fortsättas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="751"/>
        <source>Open a saved game</source>
        <translation>Öppna ett sparat spel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="752"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="797"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Sparade spel (*{suffix});;Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="766"/>
        <source>The game cannot be opened</source>
        <translation>Spelet kan inte öppnas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="767"/>
        <source>“{file}” cannot be opened. {problem} Nothing was changed.</source>
        <translation>”{file}” kan inte öppnas. {problem} Ingenting har ändrats.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="796"/>
        <source>Save the game as</source>
        <translation>Spara spelet som</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="805"/>
        <source>The game could not be saved</source>
        <translation>Spelet kunde inte sparas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="806"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>”{file}” kunde inte skrivas: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="912"/>
        <source>Four tabletop games at one screen: pass the screen around the table, or play against the computer.</source>
        <translation>Fyra sällskapsspel på en skärm: skicka skärmen runt bordet eller spela mot datorn.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="915"/>
        <source>The games and their designers:</source>
        <translation>Spelen och deras upphovspersoner:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="920"/>
        <source>This is an unofficial adaptation made by fans; the games belong to their designers and publishers. The art and the rules texts are our own.</source>
        <translation>Det här är en inofficiell tolkning gjord av fans; spelen tillhör sina upphovspersoner och förlag. Bilderna och regeltexterna är våra egna.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="923"/>
        <source>The rulebooks do not list every card: Caramba!&apos;s band decks and the values of its crates are reconstructions (see the rules).</source>
        <translation>Reglerna listar inte varje kort: gängens kortlekar och lådornas värden i Caramba! är rekonstruktioner (se reglerna).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="933"/>
        <source>About {app}</source>
        <translation>Om {app}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="85"/>
        <source>Beginner</source>
        <translation>Nybörjare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="86"/>
        <source>Experienced</source>
        <translation>Erfaren</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="87"/>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="88"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="89"/>
        <source>Hard</source>
        <translation>Svår</translation>
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
        <translation>Människa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="237"/>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="239"/>
        <source>A person plays this seat</source>
        <translation>En person spelar på den här platsen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="242"/>
        <source>The computer plays this seat</source>
        <translation>Datorn spelar på den här platsen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="245"/>
        <source>How well the computer plays</source>
        <translation>Hur bra datorn spelar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="249"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="251"/>
        <source>Name of player {number}</source>
        <translation>Namn på spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="256"/>
        <source>Level of player {number}</source>
        <translation>Nivå för spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="263"/>
        <source>Plays the {band}</source>
        <translation>Spelar {band}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="267"/>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="456"/>
        <source>Player {number} needs a name.</source>
        <translation>Spelare {number} behöver ett namn.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="461"/>
        <source>Players {first} and {second} are both called “{name}”. Please give each player a different name.</source>
        <translation>Spelare {first} och {second} heter båda ”{name}”. Ge varje spelare ett eget namn.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="567"/>
        <source>New game: {game}</source>
        <translation>Nytt spel: {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="571"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="575"/>
        <source>by {designer}</source>
        <translation>av {designer}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="578"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="579"/>
        <source>Number of players:</source>
        <translation>Antal spelare:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="582"/>
        <source>{count} players</source>
        <translation>{count} spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="584"/>
        <source>Options</source>
        <translation>Alternativ</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="595"/>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="603"/>
        <source>Deal</source>
        <translation>Giv</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="604"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Givnummer:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="605"/>
        <source>random</source>
        <translation>slumpmässigt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="606"/>
        <source>Deal number</source>
        <translation>Givnummer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="608"/>
        <source>Leave empty for a new deal. Enter the number of an earlier deal to play the same cards again.</source>
        <translation>Lämna tomt för en ny giv. Ange numret på en tidigare giv för att spela med samma kort igen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="614"/>
        <source>&amp;Start game</source>
        <translation>&amp;Starta spelet</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="176"/>
        <source>No rules are available for this game yet.</source>
        <translation>Det finns ännu inga regler för det här spelet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="301"/>
        <source>Rules — {game}</source>
        <translation>Regler – {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="302"/>
        <location filename="../caramba_desktop/ui/rules_help.py" line="303"/>
        <source>Contents</source>
        <translation>Innehåll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="306"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="76"/>
        <source>Off</source>
        <comment>animations</comment>
        <translation>Av</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="77"/>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>Snabba</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="78"/>
        <source>Normal</source>
        <comment>animations</comment>
        <translation>Normala</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="79"/>
        <source>Slow</source>
        <comment>animations</comment>
        <translation>Långsamma</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="188"/>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="189"/>
        <source>General</source>
        <translation>Allmänt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="190"/>
        <source>At the table</source>
        <translation>Vid bordet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="191"/>
        <source>&amp;Language:</source>
        <translation>&amp;Språk:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="192"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animationer:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="193"/>
        <source>Computer &amp;moves:</source>
        <translation>Datorns &amp;drag:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="199"/>
        <source>Quick</source>
        <comment>computer moves</comment>
        <translation>Snabbt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="200"/>
        <source>Normal</source>
        <comment>computer moves</comment>
        <translation>Normalt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="201"/>
        <source>Leisurely</source>
        <comment>computer moves</comment>
        <translation>Lugnt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="206"/>
        <source>The language changes as soon as you press OK.</source>
        <translation>Språket byts så fort du trycker på OK.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="211"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>Hur snabbt kort och pjäser rör sig på bordet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="216"/>
        <source>How long the computer players wait between their moves</source>
        <translation>Hur länge datorspelarna väntar mellan sina drag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="221"/>
        <source>Ask before leaving a game in progress</source>
        <translation>Fråga innan ett pågående spel lämnas</translation>
    </message>
</context>
</TS>
