<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="sv_SE">
<context>
    <name>CaboCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/cabo/texts.py" line="35"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/cabo/texts.py" line="38"/>
        <source>%n pt(s)</source>
        <comment>points, abbreviated</comment>
        <translation>
            <numerusform>%n p</numerusform>
            <numerusform>%n p</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/cabo/texts.py" line="41"/>
        <source>The discard pile is shuffled into a new draw pile (%n card(s))</source>
        <translation>
            <numerusform>Kasseringshögen blandas till en ny dragbunt (%n kort)</numerusform>
            <numerusform>Kasseringshögen blandas till en ny dragbunt (%n kort)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaboTexts</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="57"/>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="63"/>
        <source>card {number}</source>
        <translation>kort {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="71"/>
        <source>cards {list} and {last}</source>
        <translation>kort {list} och {last}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="78"/>
        <source>Peek</source>
        <translation>Peek</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="79"/>
        <source>Spy</source>
        <translation>Spy</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="80"/>
        <source>Swap</source>
        <translation>Swap</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="89"/>
        <source>{value} ({action})</source>
        <translation>{value} ({action})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="95"/>
        <source>Dealing</source>
        <translation>Utdelning</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="96"/>
        <source>Looking at cards</source>
        <translation>Titta på korten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="97"/>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="98"/>
        <source>Turns</source>
        <translation>Drag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="99"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="106"/>
        <source>Cards per player</source>
        <translation>Kort per spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="107"/>
        <source>House rule: Swap may exchange any two players&apos; cards</source>
        <translation>Husregel: Swap får byta kort mellan två valfria spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="109"/>
        <source>Penalty for a CABO call that does not win</source>
        <translation>Straff för ett CABO som inte vinner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="111"/>
        <source>2nd edition: the round ends when the draw pile runs out</source>
        <translation>Andra utgåvan: omgången slutar när dragbunten tar slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="113"/>
        <source>2nd edition: exactly 100 becomes 50 only once per game</source>
        <translation>Andra utgåvan: exakt 100 blir 50 bara en gång per parti</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="121"/>
        <source>6 cards, look at 3 (house rule)</source>
        <translation>6 kort, titta på 3 (husregel)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="123"/>
        <source>4 cards, look at 2</source>
        <translation>4 kort, titta på 2</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="126"/>
        <source>+10 points (2nd edition)</source>
        <translation>+10 poäng (andra utgåvan)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="127"/>
        <source>+5 points (1st edition)</source>
        <translation>+5 poäng (första utgåvan)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="138"/>
        <source>Kamikaze! 12, 12, 13, 13: 0 points</source>
        <translation>Kamikaze! 12, 12, 13, 13: 0 poäng</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="140"/>
        <source>Kamikaze by {name}: 50 points</source>
        <translation>Kamikaze av {name}: 50 poäng</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="143"/>
        <source>Called CABO and has the lowest sum: 0</source>
        <translation>Sa CABO och har lägst summa: 0</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="145"/>
        <source>Lowest sum: 0</source>
        <translation>Lägst summa: 0</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="147"/>
        <source>Lowest sum, but tied with the caller, who alone wins</source>
        <translation>Lägst summa, men lika med den som sa CABO, som ensam vinner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="150"/>
        <source>Called CABO but not the lowest: +{penalty}</source>
        <translation>Sa CABO men har inte lägst summa: +{penalty}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="152"/>
        <source>Sum of the cards</source>
        <translation>Kortens summa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="156"/>
        <source>Exactly 100 becomes 50</source>
        <translation>Exakt 100 blir 50</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="170"/>
        <source>{name} starts the first round</source>
        <translation>{name} börjar första omgången</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="172"/>
        <source>The {card} is turned up as the discard pile</source>
        <translation>Kortet {card} vänds upp och börjar kasseringshögen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="175"/>
        <source>{name} secretly looks at {places}</source>
        <translation>{name} tittar i hemlighet på {places}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="179"/>
        <source>{name} draws the {card}</source>
        <translation>{name} drar kortet {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="181"/>
        <source>{name} draws a card</source>
        <translation>{name} drar ett kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="187"/>
        <source>{name} takes the {card} from the discard pile</source>
        <translation>{name} tar kortet {card} från kasseringshögen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="189"/>
        <source>{name} takes the top card of the discard pile</source>
        <translation>{name} tar översta kortet från kasseringshögen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="191"/>
        <source>{name} calls CABO! Everybody else has one more turn</source>
        <translation>{name} säger CABO! Alla andra får ett drag till</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="196"/>
        <source>{name} replaces their {place}; the {card} goes to the discard pile</source>
        <translation>{name} byter ut sitt {place}; kortet {card} läggs på kasseringshögen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="198"/>
        <source>{name} replaces their {place}; the old card goes to the discard pile</source>
        <translation>{name} byter ut sitt {place}; det gamla kortet läggs på kasseringshögen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="201"/>
        <source>{name} discards the drawn {card}</source>
        <translation>{name} kastar det dragna kortet {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="203"/>
        <source>{name} discards the drawn card</source>
        <translation>{name} kastar det dragna kortet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="217"/>
        <source>{name} plays the {card} and peeks at their own {place}</source>
        <translation>{name} spelar kortet {card} och kikar på sitt eget {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="219"/>
        <source>{name} peeks at their own {place}</source>
        <translation>{name} kikar på sitt eget {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="224"/>
        <source>{name} plays the {card} and spies on {place} of {other}</source>
        <translation>{name} spelar kortet {card} och spionerar på {place} hos {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="226"/>
        <source>{name} spies on {place} of {other}</source>
        <translation>{name} spionerar på {place} hos {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="231"/>
        <source>{name} plays the {card} and swaps {place} of {first} with {other_place} of {second}</source>
        <translation>{name} spelar kortet {card} och byter {place} hos {first} mot {other_place} hos {second}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="233"/>
        <source>{name} swaps {place} of {first} with {other_place} of {second}</source>
        <translation>{name} byter {place} hos {first} mot {other_place} hos {second}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="246"/>
        <source>The cards are dealt face down: {count} to each player</source>
        <translation>Korten delas ut med baksidan upp: {count} till varje spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="254"/>
        <source>Round {round} begins; {name} starts</source>
        <translation>Omgång {round} börjar; {name} startar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="262"/>
        <source>{name} shows a set ({cards}) of {places}: it holds, and one card replaces them</source>
        <translation>{name} visar {places} som serie ({cards}): den håller, och ett kort ersätter dem</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="264"/>
        <source>{name} claims a set of {places}, but they are {cards}: no set. The {card} in hand goes to the discard pile</source>
        <translation>{name} säger att {places} är en serie, men de är {cards}: ingen serie. Kortet {card} på handen läggs på kasseringshögen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="284"/>
        <source>{name} {sum} → {points}</source>
        <translation>{name} {sum} → {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="290"/>
        <source>Round {round}: Kamikaze by {name}!</source>
        <translation>Omgång {round}: Kamikaze av {name}!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="293"/>
        <source>Round {round} ends: the draw pile is used up</source>
        <translation>Omgång {round} slutar: dragbunten är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="297"/>
        <source>Round {round} is scored</source>
        <translation>Omgång {round} räknas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="311"/>
        <source>CABO has already been called this round</source>
        <translation>CABO har redan sagts i den här omgången</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="312"/>
        <source>There is no card left to draw</source>
        <translation>Det finns inget kort kvar att dra</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="313"/>
        <source>Look at exactly the number of cards the rules allow</source>
        <translation>Titta på exakt så många kort som reglerna tillåter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="314"/>
        <source>A set has at least two cards</source>
        <translation>En serie har minst två kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="315"/>
        <source>A set has at most four cards</source>
        <translation>En serie har högst fyra kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="316"/>
        <source>A card taken from the discard pile must be laid down</source>
        <translation>Ett kort från kasseringshögen måste läggas in i utlägget</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="317"/>
        <source>This card has no such action</source>
        <translation>Det här kortet har ingen sådan handling</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="318"/>
        <source>Spy looks at another player&apos;s card</source>
        <translation>Spy tittar på en annan spelares kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="319"/>
        <source>A swap exchanges the cards of two players</source>
        <translation>Swap byter kort mellan två spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="320"/>
        <source>One of the swapped cards must be yours</source>
        <translation>Ett av de bytta korten måste vara ditt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="321"/>
        <source>CABO may be called from your second turn on</source>
        <translation>Du får säga CABO först från ditt andra drag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="322"/>
        <source>The cards of the player who called CABO cannot be swapped</source>
        <translation>Korten hos den som sa CABO får inte bytas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="323"/>
        <source>There is no card there</source>
        <translation>Där ligger inget kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="324"/>
        <source>There is no such player</source>
        <translation>Den spelaren finns inte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="325"/>
        <source>A card is chosen twice</source>
        <translation>Ett kort är valt två gånger</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="328"/>
        <source>First look at your own cards: the round begins once everybody has looked</source>
        <translation>Titta först på dina egna kort: omgången börjar när alla har tittat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="330"/>
        <source>To look at another player&apos;s card, choose {spy} first</source>
        <translation>Välj först {spy} för att titta på en annan spelares kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="332"/>
        <source>To exchange two cards, choose {swap} first, then the two cards</source>
        <translation>Välj först {swap} och sedan de två korten för att byta dem</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="345"/>
        <source>draw a card</source>
        <translation>dra ett kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="346"/>
        <source>take the top card of the discard pile</source>
        <translation>ta översta kortet från kasseringshögen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="347"/>
        <source>call CABO</source>
        <translation>säg CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="348"/>
        <source>discard the drawn card</source>
        <translation>kasta det dragna kortet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="351"/>
        <source>look at your {places}</source>
        <translation>titta i hemlighet på {places}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="354"/>
        <source>replace {places} as a set</source>
        <translation>byt ut {places} som serie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="357"/>
        <source>lay the card in place of your {place}</source>
        <translation>lägg kortet i stället för ditt {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="360"/>
        <source>peek at your {place}</source>
        <translation>kika på ditt {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="363"/>
        <source>spy on {place} of {other}</source>
        <translation>spionera på {place} hos {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="367"/>
        <source>swap your {place} with {other_place} of {other}</source>
        <translation>byt ditt {place} mot {other_place} hos {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="381"/>
        <source>It lets you know more of your own cards.</source>
        <translation>Då känner du till fler av dina egna kort.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="383"/>
        <source>It lets you know a card of {other}.</source>
        <translation>Då känner du till ett kort hos {other}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="388"/>
        <source>A card you do not know makes way for {card}.</source>
        <translation>Ett kort du inte känner till får ge plats åt {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="390"/>
        <source>Your {old} makes way for {card}: {points} points less.</source>
        <translation>Din {old} får ge plats åt {card}: {points} poäng mindre.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="394"/>
        <source>Your cards stay as they are; {card} goes away.</source>
        <translation>Dina kort förblir som de är; {card} läggs bort.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="398"/>
        <source>The cards you know add up to {sum}; the others get one more turn each.</source>
        <translation>Korten du känner till blir {sum} sammanlagt; de andra får en tur var till.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="401"/>
        <source>You know what you get: {card}.</source>
        <translation>Du vet vad du får: {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="191"/>
        <source>{name} calls CABO! Everybody else has one more turn, unless the draw pile runs out first</source>
        <translation>{name} säger CABO! Alla andra får ett drag till, om inte dragbunten tar slut innan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="274"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Spelet är slut: {name} vinner med {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="276"/>
        <source>Game over: {names} share the win with {points}</source>
        <translation>Spelet är slut: {names} delar på segern med {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="300"/>
        <source>; </source>
        <comment>between two players&apos; points in a round&apos;s result</comment>
        <translation>; </translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="301"/>
        <source>{head}: {points}</source>
        <comment>a round&apos;s result in the log</comment>
        <translation>{head}: {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="25"/>
        <source>In your layout</source>
        <translation>I ditt utlägg</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="26"/>
        <source>In the layout of {name}</source>
        <translation>I utlägget för {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="33"/>
        <source>{place} of {name}</source>
        <translation>{place} för {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="46"/>
        <source>You see: {cards}.</source>
        <translation>Du ser: {cards}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="56"/>
        <source>The card in hand</source>
        <translation>Kortet i handen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="63"/>
        <source>Draw pile</source>
        <translation>Dragbunt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="66"/>
        <source>Discard pile</source>
        <translation>Kasseringshög</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="84"/>
        <source>In your hand: {card}.</source>
        <translation>I din hand: {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="87"/>
        <source>On the discard pile: {card}.</source>
        <translation>På kasseringshögen: {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="90"/>
        <source>{name} called CABO.</source>
        <translation>{name} har sagt CABO.</translation>
    </message>
</context>
<context>
    <name>CaboTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="52"/>
        <source>Welcome to CABO! You are Rosita and play against Pancho. Your four cards lie face down in front of you, and their places never change. At the end of a round the lowest sum scores nothing; everybody else scores their sum.</source>
        <translation>Välkommen till CABO! Du är Rosita och spelar mot Pancho. Dina fyra kort ligger med baksidan upp framför dig, och deras platser ändras aldrig. I slutet av en omgång får den lägsta summan inga poäng; alla andra får sin summa.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="62"/>
        <source>For this tutorial, look at the two cards on the left.</source>
        <translation>Titta på de två korten till vänster i den här genomgången.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="64"/>
        <source>An 8 and a 4. In your turn you draw the top card of the draw pile, or you take the top card of the discard pile. Draw from the draw pile.</source>
        <translation>En 8:a och en 4:a. När det är din tur drar du översta kortet från dragbunten eller tar översta kortet från kasseringshögen. Dra från dragbunten.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="69"/>
        <source>A 3! Put it in place of one of your cards: it lies there face down, and the old card goes onto the discard pile. Replace your 8.</source>
        <translation>En 3:a! Lägg den i stället för ett av dina kort: den ligger där med baksidan upp, och det gamla kortet hamnar i kasseringshögen. Byt ut din 8:a.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="74"/>
        <source>Replace the 8, your first card: a 3 there lowers your sum by 5.</source>
        <translation>Byt ut 8:an, ditt första kort: en 3:a där sänker din summa med 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="76"/>
        <source>Pancho has played. Draw again.</source>
        <translation>Pancho har gjort sitt drag. Dra igen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="78"/>
        <source>A 9. A 9 or a 10 drawn from the draw pile may be used as Spy: you look at one card of another player, then the 9 is discarded. Spy on Pancho&apos;s first card.</source>
        <translation>En 9:a. En 9:a eller 10:a från dragbunten får användas som Spy: du tittar på ett kort hos en annan spelare, sedan kastas 9:an. Spionera på Panchos första kort.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="83"/>
        <source>Use the 9 as Spy on Pancho&apos;s first card: you will want it soon.</source>
        <translation>Använd 9:an som Spy på Panchos första kort: du kommer snart att vilja ha det.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="86"/>
        <source>Pancho&apos;s first card is a 3. He drew a 9 too and spied on your first card. Draw.</source>
        <translation>Panchos första kort är en 3:a. Han drog också en 9:a och spionerade på ditt första kort. Dra.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="90"/>
        <source>A 12. An 11 or a 12 drawn from the draw pile may be used as Swap: exchange one of your cards with one of another player&apos;s, neither looked at. Swap your third card, which you have not seen, for Pancho&apos;s 3.</source>
        <translation>En 12:a. En 11:a eller 12:a från dragbunten får användas som Swap: byt ett av dina kort mot ett av en annan spelares, utan att titta på dem. Byt ditt tredje kort, som du inte har sett, mot Panchos 3:a.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="97"/>
        <source>Use the 12 as Swap: your third card for Pancho&apos;s first card, the 3 you spied.</source>
        <translation>Använd 12:an som Swap: ditt tredje kort mot Panchos första kort, 3:an du spionerade på.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="100"/>
        <source>Your third card is now Pancho&apos;s 3. Draw.</source>
        <translation>Ditt tredje kort är nu Panchos 3:a. Dra.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="103"/>
        <source>A 1. Put it in place of your third card, the 3.</source>
        <translation>En 1:a. Lägg den i stället för ditt tredje kort, 3:an.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="106"/>
        <source>Pancho took your 3 from the discard pile and tried to replace two of his cards with it as a set. They were a 7 and a 6: no set. Both were shown to all and stay in his row, and the 3 went back onto the discard pile.</source>
        <translation>Pancho tog din 3:a från kasseringshögen och försökte byta ut två av sina kort mot den som en serie. De var en 7:a och en 6:a: ingen serie. Båda visades för alla och ligger kvar i hans utlägg, och 3:an gick tillbaka till kasseringshögen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="116"/>
        <source>An 8. A 7 or an 8 drawn from the draw pile may be used as Peek: look at one of your own cards. Peek at your fourth card, the one you have not seen yet.</source>
        <translation>En 8:a. En 7:a eller 8:a från dragbunten får användas som Peek: titta på ett av dina egna kort. Kika på ditt fjärde kort, det du inte har sett än.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="121"/>
        <source>Use the 8 as Peek on your fourth card: it is the only one you do not know.</source>
        <translation>Använd 8:an som Peek på ditt fjärde kort: det är det enda du inte känner till.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="124"/>
        <source>Your fourth card is a 1, like your third: a set. Two, three or four cards of the same value may be exchanged all at once for the card in your hand.</source>
        <translation>Ditt fjärde kort är en 1:a, som ditt tredje: en serie. Två, tre eller fyra kort med samma värde får bytas ut på en gång mot kortet i din hand.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="129"/>
        <source>Pancho discarded a 0, the lowest card there is. Take it from the discard pile.</source>
        <translation>Pancho kastade en 0:a, det lägsta kortet som finns. Ta den från kasseringshögen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="133"/>
        <source>Replace your two 1s as a set: choose both. You know them, so the set is right: they go onto the discard pile and the 0 lies in the place of the first.</source>
        <translation>Byt ut dina två 1:or som serie: välj båda. Du känner till dem, så serien stämmer: de hamnar i kasseringshögen och 0:an ligger på den förstas plats.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="138"/>
        <source>Replace the set: your third and fourth cards, both 1s.</source>
        <translation>Byt ut serien: ditt tredje och fjärde kort, båda 1:or.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="140"/>
        <source>Pancho replaced a set too. Your row is 3, 4 and 0: a sum of 7. Call CABO instead of drawing: everybody else plays one more turn, then the round is scored.</source>
        <translation>Pancho bytte också ut en serie. Ditt utlägg är 3, 4 och 0: summa 7. Säg CABO i stället för att dra: alla andra gör ett drag till, sedan räknas poängen för omgången.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="162"/>
        <source>Kamikaze: whoever has both 13s and two 12s in their row at the scoring scores 0, and everybody else 50. It is rare: four particular cards in one row.</source>
        <translation>Kamikaze: den som vid poängräkningen har båda 13:orna och två 12:or i sitt utlägg får 0, och alla andra 50. Det är sällsynt: fyra bestämda kort i ett utlägg.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="145"/>
        <source>Call CABO now: your sum of 7 is low.</source>
        <translation>Säg CABO nu: din summa 7 är låg.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="147"/>
        <source>At the scoring all cards are shown. The lowest sum scores 0; the others score their sums. Whoever called CABO without the lowest sum scores 5 more.</source>
        <translation>Vid poängräkningen visas alla kort. Den lägsta summan får 0; de andra får sin summa. Den som sa CABO utan att ha den lägsta summan får 5 i straff.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="112"/>
        <source>A card taken from the discard pile must go into your row; its action cannot be used. Draw from the draw pile.</source>
        <translation>Ett kort som tas från kasseringshögen måste in i ditt utlägg; dess handling får inte användas. Dra från dragbunten.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="58"/>
        <source>At the start of a round you may look at two of your own cards. Look at your two cards on the left: choose them both.</source>
        <translation>I början av en omgång får du titta på två av dina egna kort. Titta på dina två kort till vänster: välj båda.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="152"/>
        <source>Now the next round: new cards, and you look at two of them again. Play it your own way, Pancho plays his. The tutorial speaks up again at its scoring.</source>
        <translation>Nu nästa omgång: nya kort, och du tittar på två av dem igen. Spela den på ditt sätt, Pancho spelar på sitt. Genomgången hör av sig igen vid poängräkningen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="157"/>
        <source>The points add up over the rounds on the score sheet. The game ends when a total passes 100, and the lowest total wins. A total of exactly 100 drops to 50.</source>
        <translation>Poängen läggs ihop omgång för omgång på poänglistan. Spelet slutar när en poängsumma går över 100, och den lägsta vinner. En poängsumma på exakt 100 sjunker till 50.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="167"/>
        <source>Your turn. Draw from the draw pile: only a card drawn there brings its action, Peek on a 7 or 8, Spy on a 9 or 10, Swap on an 11 or 12.</source>
        <translation>Ditt drag. Dra från dragbunten: bara ett kort därifrån ger sin handling, Peek på en 7:a eller 8:a, Spy på en 9:a eller 10:a, Swap på en 11:a eller 12:a.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="172"/>
        <source>This time draw from the draw pile, to see what its cards can do.</source>
        <translation>Dra från dragbunten den här gången, för att se vad dess kort kan göra.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="175"/>
        <source>If your card has an action, use it now: the more cards you know, the better you choose. A card without one replaces one of yours or is discarded.</source>
        <translation>Har ditt kort en handling, använd den nu: ju fler kort du känner till, desto bättre väljer du. Ett kort utan handling byter ut ett av dina eller kastas.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="180"/>
        <source>This card has an action: use it this time, on the card you choose.</source>
        <translation>Det här kortet har en handling: använd den den här gången, på det kort du väljer.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="183"/>
        <source>That is CABO! Play on with this round, or start a real game.</source>
        <translation>Det var CABO! Spela vidare med den här omgången, eller starta ett riktigt spel.</translation>
    </message>
</context>
<context>
    <name>CaboView</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="160"/>
        <source>Round {round} · {phase}</source>
        <translation>Omgång {round} · {phase}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="163"/>
        <source>CABO by {name}</source>
        <translation>{name} har sagt CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="174"/>
        <source>Rounds won: {count}</source>
        <translation>Vunna omgångar: {count}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="228"/>
        <source>Memory aid</source>
        <translation>Minneshjälp</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="441"/>
        <source>Done</source>
        <translation>Klar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="460"/>
        <source>Call CABO</source>
        <translation>Säg CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="485"/>
        <source>Replace these cards ({count})</source>
        <translation>Byt ut de här korten ({count})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="517"/>
        <source>Discard it</source>
        <translation>Kasta den</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="525"/>
        <source>Replace a set…</source>
        <translation>Byt ut en serie…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="528"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="571"/>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="108"/>
        <source>Score sheet</source>
        <translation>Poänglista</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="102"/>
        <source>CABO!</source>
        <translation>CABO!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="106"/>
        <source>To play</source>
        <translation>Spelar nu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="144"/>
        <source>Draw pile</source>
        <translation>Dragbunt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="146"/>
        <source>Discard pile</source>
        <translation>Kasseringshög</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="157"/>
        <source>In {name}&apos;s hand</source>
        <translation>På handen hos {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="160"/>
        <source>Your card</source>
        <translation>Ditt kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="42"/>
        <source>Round {round}: the cards are shown</source>
        <translation>Omgång {round}: korten visas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="53"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="55"/>
        <source>See the result</source>
        <translation>Se resultatet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="57"/>
        <source>Continue</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="85"/>
        <source>called CABO</source>
        <translation>sa CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="117"/>
        <source>Round {round}</source>
        <translation>Omgång {round}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="34"/>
        <source>The round is scored: see the points, then continue</source>
        <translation>Omgången är räknad: se poängen och fortsätt sedan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="39"/>
        <source>Remember these cards, then choose “Done”</source>
        <translation>Kom ihåg de här korten och välj sedan ”Klar”</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="40"/>
        <source>Remember this card, then choose “Done”</source>
        <translation>Kom ihåg det här kortet och välj sedan ”Klar”</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="47"/>
        <source>The cards are dealt</source>
        <translation>Korten delas ut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="50"/>
        <source>{name} looks at their cards</source>
        <translation>{name} tittar på sina kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="51"/>
        <source>{name} is playing</source>
        <translation>{name} spelar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="58"/>
        <source>Game over: {name} wins</source>
        <translation>Spelet är slut: {name} vinner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="59"/>
        <source>Game over: shared win for {names}</source>
        <translation>Spelet är slut: delad seger för {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="66"/>
        <source>Choose {count} of your cards to look at secretly</source>
        <translation>Välj {count} av dina kort att titta på i hemlighet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="70"/>
        <source>Draw a card, take the {card} or call CABO</source>
        <translation>Dra ett kort, ta kortet {card} eller säg CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="72"/>
        <source>Draw a card or take the {card}</source>
        <translation>Dra ett kort eller ta kortet {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="75"/>
        <source>Choose 2 to 4 of your cards of equal value ({count} chosen)</source>
        <translation>Välj 2 till 4 av dina kort med samma värde ({count} valda)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="77"/>
        <source>Peek: choose one of your cards</source>
        <translation>Peek: välj ett av dina kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="79"/>
        <source>Spy: choose another player&apos;s card</source>
        <translation>Spy: välj en annan spelares kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="82"/>
        <source>Swap: choose the first of the two cards</source>
        <translation>Swap: välj det första av de två korten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="83"/>
        <source>Swap: choose the card to exchange it with</source>
        <translation>Swap: välj kortet som det ska bytas mot</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="85"/>
        <source>Lay the {card} down: choose the card it replaces</source>
        <translation>Lägg in kortet {card}: välj kortet som det ersätter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="86"/>
        <source>You drew the {card}: choose a card of yours to replace, or discard it</source>
        <translation>Du drog kortet {card}: välj ett av dina kort som det ska ersätta, eller kasta det</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="229"/>
        <source>Shows on each card the value you saw there (for beginners)</source>
        <translation>Visar på varje kort värdet du har sett där (för nybörjare)</translation>
    </message>
</context>
<context>
    <name>CarambaCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="45"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="48"/>
        <source>%n pt(s)</source>
        <comment>points, abbreviated</comment>
        <translation>
            <numerusform>%n p</numerusform>
            <numerusform>%n p</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="51"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n kort på handen</numerusform>
            <numerusform>%n kort på handen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="54"/>
        <source>{name} draws %n card(s)</source>
        <translation>
            <numerusform>{name} drar %n kort</numerusform>
            <numerusform>{name} drar %n kort</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="57"/>
        <source>{name} plays {special} and secures %n crate(s)</source>
        <translation>
            <numerusform>{name} spelar {special} och sätter %n låda i säkerhet</numerusform>
            <numerusform>{name} spelar {special} och sätter %n lådor i säkerhet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="60"/>
        <source>{treasure}: {name} wins %n crate(s) ({total} against {other})</source>
        <translation>
            <numerusform>{treasure}: {name} vinner %n låda ({total} mot {other})</numerusform>
            <numerusform>{treasure}: {name} vinner %n lådor ({total} mot {other})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarambaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="76"/>
        <source>gold</source>
        <translation>guld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="78"/>
        <source>ammunition</source>
        <translation>ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="80"/>
        <source>dynamite</source>
        <translation>dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="97"/>
        <source>{treasure} {value}</source>
        <translation>{treasure} {value}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="128"/>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="166"/>
        <source>{name} bids {value} on gold</source>
        <translation>{name} bjuder {value} på guld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="168"/>
        <source>{name} bids {value} on ammunition</source>
        <translation>{name} bjuder {value} på ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="170"/>
        <source>{name} bids {value} on dynamite</source>
        <translation>{name} bjuder {value} på dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="173"/>
        <source>{name} passes</source>
        <translation>{name} passar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="175"/>
        <source>{name} plays {card} — the auction ends</source>
        <translation>{name} spelar {card} – budgivningen är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="179"/>
        <source>{name} takes {card} back ({special})</source>
        <translation>{name} tar tillbaka {card} till handen ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="185"/>
        <source>{name} protects their gold crates ({special})</source>
        <translation>{name} skyddar sina guldlådor ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="189"/>
        <source>{name} protects their ammunition crates ({special})</source>
        <translation>{name} skyddar sina ammunitionslådor ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="193"/>
        <source>{name} protects their dynamite crates ({special})</source>
        <translation>{name} skyddar sina dynamitlådor ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="199"/>
        <source>{name} secures {crate}</source>
        <translation>{name} sätter {crate} i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="202"/>
        <source>{name} secures a crate</source>
        <translation>{name} sätter en låda i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="207"/>
        <source>{name} plays {special} and secures {crates}</source>
        <translation>{name} spelar {special} och sätter {crates} i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="211"/>
        <source>{name} plays {special} and secures a crate</source>
        <translation>{name} spelar {special} och sätter en låda i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="216"/>
        <source>Start player: {name}</source>
        <translation>Startspelare: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="220"/>
        <source>{name} receives the special card {card}</source>
        <translation>{name} får specialkortet {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="248"/>
        <source>Crate drawn: {crate}</source>
        <translation>Dragen låda: {crate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="251"/>
        <source>Crates drawn: {crates}</source>
        <translation>Dragna lådor: {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="258"/>
        <source>{name} draws {cards}</source>
        <translation>{name} drar {cards}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="262"/>
        <source>{name} draws a card</source>
        <translation>{name} drar ett kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="274"/>
        <source>{name} shuffles the discard pile into a new draw pile</source>
        <translation>{name} blandar om kasseringshögen till en ny dragbunt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="278"/>
        <source>No crate has moved for {rounds} rounds: unless one is won, lost or secured in this round, the game ends after it</source>
        <translation>Ingen låda har rört sig på {rounds} omgångar: vinns, förloras eller sätts ingen i säkerhet den här omgången slutar spelet efter den</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="289"/>
        <source>For {rounds} rounds in a row no crate was drawn, won or secured: the game ends here.</source>
        <translation>Ingen låda drogs, vanns eller sattes i säkerhet på {rounds} omgångar i rad: spelet slutar här.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="303"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="331"/>
        <source>{treasure}: {name} wins ({total} against {other}) — no crates to take</source>
        <translation>{treasure}: {name} vinner ({total} mot {other}) – inga lådor att ta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="336"/>
        <source>{treasure}: {name} wins a crate ({total} against {other})</source>
        <translation>{treasure}: {name} vinner en låda ({total} mot {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="343"/>
        <source>{treasure}: nobody bids</source>
        <translation>{treasure}: ingen bjuder</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="347"/>
        <source>{treasure}: tie at {total} — the crates go back to the centre</source>
        <translation>{treasure}: lika på {total} – lådorna går tillbaka till bordets mitt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="350"/>
        <source>{treasure}: tie at {total} — nobody wins</source>
        <translation>{treasure}: lika på {total} – ingen vinner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="383"/>
        <source>bid {value} on gold</source>
        <translation>bjud {value} på guld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="384"/>
        <source>bid {value} on ammunition</source>
        <translation>bjud {value} på ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="385"/>
        <source>bid {value} on dynamite</source>
        <translation>bjud {value} på dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="388"/>
        <source>protect your gold crates ({special})</source>
        <translation>skydda dina guldlådor ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="389"/>
        <source>protect your ammunition crates ({special})</source>
        <translation>skydda dina ammunitionslådor ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="390"/>
        <source>protect your dynamite crates ({special})</source>
        <translation>skydda dina dynamitlådor ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="394"/>
        <source>take {card} back ({special})</source>
        <translation>ta tillbaka {card} till handen ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="397"/>
        <source>secure {crate}</source>
        <translation>sätt {crate} i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="400"/>
        <source>play {special} and secure {crates}</source>
        <translation>spela {special} och sätt {crates} i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="403"/>
        <source>pass</source>
        <translation>passa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="404"/>
        <source>play {card} and end the auction</source>
        <translation>spela {card} och avsluta budgivningen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="406"/>
        <source>keep your crates unsecured</source>
        <translation>sätt ingen låda i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="407"/>
        <source>go on without Fuera!</source>
        <translation>fortsätt utan Fuera!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="414"/>
        <source>with the {card} card</source>
        <translation>med kortet {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="423"/>
        <source>You do not hold that special card</source>
        <translation>Du har inte det specialkortet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="424"/>
        <source>As start player you must bid on your first turn</source>
        <translation>Som startspelare måste du bjuda i ditt första drag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="426"/>
        <source>Without a bid card you must pass</source>
        <translation>Utan kort att bjuda med måste du passa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="427"/>
        <source>That card is not in your hand</source>
        <translation>Det kortet har du inte på handen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="428"/>
        <source>That card does not bid on that treasure</source>
        <translation>Med det kortet kan du inte bjuda på den skatten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="430"/>
        <source>Manos arriba! cannot be played in the first round of an auction</source>
        <translation>Manos arriba! får inte spelas i budgivningens första varv</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="432"/>
        <source>That card is not in your discard pile</source>
        <translation>Det kortet ligger inte i din kasseringshög</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="434"/>
        <source>Your discard pile is empty: there is no card to take back</source>
        <translation>Din kasseringshög är tom: det finns inget kort att ta tillbaka</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="436"/>
        <source>You have no unsecured crates of that treasure to protect</source>
        <translation>Du har inga lådor av den skatten som inte är i säkerhet och kan skyddas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="438"/>
        <source>Only a player who won a crate this round may secure crates</source>
        <translation>Bara den som vann en låda den här omgången får sätta lådor i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="440"/>
        <source>That crate is not among your unsecured crates</source>
        <translation>Den lådan hör inte till dina lådor som inte är i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="442"/>
        <source>En seguridad! secures crates worth {limit} at most</source>
        <translation>En seguridad! sätter lådor värda högst {limit} i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="462"/>
        <source>Your bid cards on {treasure} would come to {mine}; the highest other bid there is {others}.</source>
        <translation>Dina budkort på {treasure} skulle bli {mine}; det högsta andra budet där är {others}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="466"/>
        <source>Crates in safety can no longer be taken from you.</source>
        <translation>Lådor i säkerhet kan ingen längre ta från dig.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="468"/>
        <source>No one can take your {treasure} crates in this auction.</source>
        <translation>Ingen kan ta dina lådor med {treasure} i den här budgivningen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="472"/>
        <source>You keep your bid cards for the auctions to come.</source>
        <translation>Du sparar dina budkort till kommande budgivningar.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="474"/>
        <source>The auction ends now, with the bids as they stand.</source>
        <translation>Budgivningen slutar nu, med buden som de står.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="307"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Spelet är slut: {name} vinner med {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="310"/>
        <source>Game over: {names} share the win with {points}</source>
        <translation>Spelet är slut: {names} delar på segern med {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="29"/>
        <source>Bid by {name}</source>
        <translation>Bud av {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="32"/>
        <source>Take this card back</source>
        <translation>Ta tillbaka det här kortet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="36"/>
        <source>Special card of {name}</source>
        <translation>Specialkort för {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="39"/>
        <source>Crate in the middle of the table</source>
        <translation>Låda på bordets mitt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="42"/>
        <source>Crate won by {name}</source>
        <translation>Låda vunnen av {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="46"/>
        <source>Draw pile of {name}</source>
        <translation>Dragbunt för {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="49"/>
        <source>Discard pile of {name}</source>
        <translation>Kasseringshög för {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="55"/>
        <source>Secured crates of {name}</source>
        <translation>Lådor i säkerhet för {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="61"/>
        <source>Bag</source>
        <translation>Påse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="71"/>
        <source>passed</source>
        <translation>har passat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="72"/>
        <source>no bid</source>
        <translation>inget bud</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="73"/>
        <source>{name}: {bids}; secured crates: {count}.</source>
        <translation>{name}: {bids}; lådor i säkerhet: {count}.</translation>
    </message>
</context>
<context>
    <name>CarambaTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="41"/>
        <source>Welcome to Caramba! You are Rosita and play the Bandidos at the bottom, against Pancho, Dolores and Emiliano. Each round starts with crates drawn from the bag into the centre of the table until all three treasures lie there: gold, ammunition and dynamite.</source>
        <translation>Välkommen till Caramba! Du är Rosita och spelar Bandidos längst ner, mot Pancho, Dolores och Emiliano. Varje omgång börjar med att lådor dras ur påsen till bordets mitt tills alla tre skatter ligger där: guld, ammunition och dynamit.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="48"/>
        <source>The treasures are auctioned all at once. Whoever bids the most on a treasure wins all of its crates. Only crates you secure count as points at the end.</source>
        <translation>Alla skatter auktioneras ut samtidigt. Den som bjuder mest på en skatt vinner alla dess lådor. Bara lådor som du har satt i säkerhet ger poäng i slutet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="53"/>
        <source>These are your auction cards. A card bids its value on its treasure. A two-treasure card bids on one of its two treasures: you choose which when you play it.</source>
        <translation>Det här är dina kort. Ett kort bjuder sitt värde på sin skatt. Ett kort med två skatter bjuder på en av dem: du väljer vilken när du spelar det.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="63"/>
        <source>Not this one yet: play the dynamite 3 / ammunition 4 card on ammunition, so that your bid matches Emiliano&apos;s.</source>
        <translation>Inte det här än: spela kortet dynamit 3 / ammunition 4 på ammunition, så att ditt bud blir lika med Emilianos.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="66"/>
        <source>Your special card is Manos arriba! Played in place of a bid, it ends the auction at once, but not in the first auction round. Everybody has had a turn now.</source>
        <translation>Ditt specialkort är Manos arriba! Spelat i stället för ett bud avslutar det budgivningen genast, men inte i första budrundan. Nu har alla haft sin tur.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="71"/>
        <source>Play Manos arriba! now: the auction ends, and every treasure goes to the highest total as it stands.</source>
        <translation>Spela Manos arriba! nu: budgivningen slutar, och varje skatt går till den högsta summan som det ser ut just nu.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="75"/>
        <source>Try your special card instead: Manos arriba! ends the auction while your ammunition is level with Emiliano&apos;s.</source>
        <translation>Prova ditt specialkort i stället: Manos arriba! avslutar budgivningen medan din ammunition ligger lika med Emilianos.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="79"/>
        <source>Dolores won the gold, Emiliano the dynamite. On ammunition you and Emiliano had 4 each: a tie, so nobody won it and its crates stayed in the centre. Cards that won go to the discard pile; the others come back to the hand.</source>
        <translation>Dolores vann guldet, Emiliano dynamiten. På ammunition hade Emiliano och du 4 var: oavgjort, så ingen vann den och dess lådor blev kvar på bordets mitt. Kort som vann läggs i kasseringshögen, de andra går tillbaka till handen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="85"/>
        <source>After the auction, whoever won crates may secure one of their crates: face down, safe for good, points at the end. Dolores and Emiliano did so. The other crates they won lie unsecured in front of them.</source>
        <translation>Efter budgivningen får den som vann lådor sätta en av sina lådor i säkerhet: med baksidan upp, säker för alltid, poäng i slutet. Dolores och Emiliano gjorde det. Deras andra vunna lådor ligger framför dem utan att vara i säkerhet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="91"/>
        <source>Dolores played Fuera! before the auction: this round nobody can take her unsecured gold crates.</source>
        <translation>Dolores spelade Fuera! före budgivningen: den här omgången kan ingen ta hennes guldlådor som inte är i säkerhet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="95"/>
        <source>The bonus: the highest unsecured crate of a treasure in front of a player adds to that player&apos;s bids on it. Dolores starts with 3 on gold before she plays a card.</source>
        <translation>Bonusen: den högsta lådan av en skatt som ligger framför en spelare utan att vara i säkerhet läggs till spelarens bud på den. Dolores börjar med 3 på guld innan hon spelar ett kort.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="100"/>
        <source>You are the start player now: your first turn must be a bid. Five ammunition crates wait in the centre. Bid your ammunition 7.</source>
        <translation>Nu är du startspelare: ditt första drag måste vara ett bud. Fem ammunitionslådor väntar på bordets mitt. Bjud med din ammunition 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="104"/>
        <source>Dolores bids 4 on gold, plus her bonus of 3. Answer with your gold 7.</source>
        <translation>Dolores bjuder 4 på guld, plus sin bonus på 3. Svara med ditt guld 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="108"/>
        <source>Pancho is after the ammunition too. Add your ammunition 5.</source>
        <translation>Pancho vill också ha ammunitionen. Lägg till din ammunition 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="111"/>
        <source>Add the dynamite 3 / ammunition 4 card on ammunition: a two-treasure card may bid on a different treasure each auction.</source>
        <translation>Lägg kortet dynamit 3 / ammunition 4 på ammunition: ett kort med två skatter får bjuda på en annan skatt i varje budgivning.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="115"/>
        <source>Your gold 5 brings your gold to 12.</source>
        <translation>Ditt guld 5 tar ditt guld till 12.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="118"/>
        <source>Play your last card, ammunition 3 / dynamite 4, on dynamite.</source>
        <translation>Spela ditt sista kort, ammunition 3 / dynamit 4, på dynamit.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="121"/>
        <source>Your hand is empty: pass. Whoever passes is out of this auction; it ends when everybody has passed.</source>
        <translation>Din hand är tom: passa. Den som passar är ute ur budgivningen; den slutar när alla har passat.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="125"/>
        <source>You won the gold, but only the crate from the centre: Fuera! kept Dolores&apos;s gold. Pancho beat your 16 on ammunition with 17 and took the ammunition: the cards you bid on it are back in your hand.</source>
        <translation>Du vann guldet, men bara lådan från mitten: Fuera! skyddade Dolores guld. Pancho slog dina 16 på ammunition med 17 och tog ammunitionen: korten du bjöd på den är tillbaka i din hand.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="130"/>
        <source>You won a crate, so you may secure one. Secure your gold 3: choose it.</source>
        <translation>Du vann en låda, så du får sätta en i säkerhet. Sätt ditt guld 3 i säkerhet: välj det.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="192"/>
        <source>Secure one of your crates now: choose it.</source>
        <translation>Sätt en av dina lådor i säkerhet nu: välj den.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="134"/>
        <source>Secure the gold 3: unsecured crates can still be taken by the others.</source>
        <translation>Sätt guld 3 i säkerhet: lådor som inte är i säkerhet kan de andra fortfarande ta.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="138"/>
        <source>Round 3. Everybody drew new cards. No crates were drawn: crates lying unsecured in front of players count as present. Pancho has a bonus of 3 on ammunition, and whoever wins the ammunition takes his unsecured ammunition crates.</source>
        <translation>Omgång 3. Alla har dragit nya kort. Inga lådor drogs: lådor som ligger framför spelarna utan att vara i säkerhet räknas som närvarande. Pancho har en bonus på 3 på ammunition, och den som vinner ammunitionen tar hans ammunitionslådor som inte är i säkerhet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="144"/>
        <source>Go for Pancho&apos;s ammunition: bid your ammunition 7.</source>
        <translation>Gå efter Panchos ammunition: bjud med din ammunition 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="147"/>
        <source>Pancho played Estoy de vuelta! in his turn: he took a card back from his discard pile into his hand, his ammunition 7.</source>
        <translation>Pancho spelade Estoy de vuelta! i sin tur: han tog tillbaka ett kort från sin kasseringshög till handen, sin ammunition 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="151"/>
        <source>Keep bidding on ammunition: your ammunition 5.</source>
        <translation>Fortsätt bjuda på ammunition: din ammunition 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="154"/>
        <source>The dynamite 3 / ammunition 4 card, on ammunition.</source>
        <translation>Kortet dynamit 3 / ammunition 4, på ammunition.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="157"/>
        <source>The gold 3 / ammunition 4 card, on ammunition.</source>
        <translation>Kortet guld 3 / ammunition 4, på ammunition.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="160"/>
        <source>The ammunition 3 / dynamite 4 card, on dynamite.</source>
        <translation>Kortet ammunition 3 / dynamit 4, på dynamit.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="163"/>
        <source>The ammunition 3 / gold 4 card, on gold.</source>
        <translation>Kortet ammunition 3 / guld 4, på guld.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="166"/>
        <source>Your hand is empty again: pass.</source>
        <translation>Din hand är tom igen: passa.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="169"/>
        <source>You won the ammunition and took Pancho&apos;s four unsecured ammunition crates. Emiliano took Dolores&apos;s gold: without Fuera! it was no longer safe. Then he played En seguridad! This card secures several of his own unsecured crates at once, from this round or earlier ones, worth up to 6 together.</source>
        <translation>Du vann ammunitionen och tog Panchos fyra ammunitionslådor som inte var i säkerhet. Emiliano tog Dolores guld: utan Fuera! var det inte längre skyddat. Sedan spelade han En seguridad! Kortet sätter på en gång flera av hans egna lådor i säkerhet, från den här omgången eller tidigare, värda högst 6 tillsammans.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="181"/>
        <source>From the next round on you play on your own: bid, pass and play your cards as you think best. You have seen all four special cards; yours is used up. This bubble comes back once you have won crates again.</source>
        <translation>Från nästa omgång spelar du själv: bjud, passa och spela dina kort som du tycker är bäst. Du har sett alla fyra specialkort; ditt är förbrukat. Den här pratbubblan kommer tillbaka när du har vunnit lådor igen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="176"/>
        <source>Secure an ammunition 3, your most valuable crate.</source>
        <translation>Sätt en ammunition 3 i säkerhet, din mest värdefulla låda.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="58"/>
        <source>Emiliano is the start player and has bid 4 on ammunition. Play your dynamite 3 / ammunition 4 card on ammunition: choose it, then its ammunition half. You draw level with him.</source>
        <translation>Emiliano är startspelare och har bjudit 4 på ammunition. Spela ditt kort dynamit 3 / ammunition 4 på ammunition: välj det och sedan dess ammunitionshalva. Då ligger du lika med honom.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="179"/>
        <source>Secure an ammunition 3: it is worth more than the ammunition 2.</source>
        <translation>Sätt en ammunition 3 i säkerhet: den är värd mer än ammunition 2.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="187"/>
        <source>You won crates again: secure one of them, whichever you like. A secured crate is safe for good; one left unsecured can be taken, but the highest of each treasure gives you its bonus.</source>
        <translation>Du har vunnit lådor igen: sätt en av dem i säkerhet, vilken du vill. En låda i säkerhet är säker för alltid; en som inte är i säkerhet kan tas, men den högsta av varje skatt ger dig dess bonus.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="195"/>
        <source>That is Caramba! The rounds go on until a missing treasure can no longer be drawn from the bag. Most points in secured crates wins; on a tie, most cards in hand. Play on, or start a real game.</source>
        <translation>Så går Caramba! till. Omgångarna fortsätter tills en skatt som saknas inte längre kan dras ur påsen. Den som har flest poäng i lådor i säkerhet vinner; vid oavgjort den som har flest kort på handen. Spela vidare, eller starta ett riktigt spel.</translation>
    </message>
</context>
<context>
    <name>CarambaView</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="16"/>
        <source>Gold</source>
        <translation>Guld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="17"/>
        <source>Ammunition</source>
        <translation>Ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="18"/>
        <source>Dynamite</source>
        <translation>Dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="25"/>
        <source>Manos arriba!</source>
        <translation>Manos arriba!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="26"/>
        <source>Estoy de vuelta!</source>
        <translation>Estoy de vuelta!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="27"/>
        <source>Fuera!</source>
        <translation>Fuera!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="28"/>
        <source>En seguridad!</source>
        <translation>En seguridad!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="54"/>
        <source>Dealing</source>
        <translation>Utdelning</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="55"/>
        <source>Drawing crates</source>
        <translation>Lådor dras</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="56"/>
        <source>Before the auction</source>
        <translation>Före budgivningen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="57"/>
        <source>Auction</source>
        <translation>Budgivning</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="58"/>
        <source>Securing crates</source>
        <translation>Lådor sätts i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="59"/>
        <source>Drawing cards</source>
        <translation>Kort dras</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="60"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="66"/>
        <source>Bandidos</source>
        <translation>Bandidos</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="67"/>
        <source>Soldados</source>
        <translation>Soldados</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="68"/>
        <source>Gringos</source>
        <translation>Gringos</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="69"/>
        <source>Indios</source>
        <translation>Indios</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="348"/>
        <source>Player %1</source>
        <translation>Spelare %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="487"/>
        <source>%1 %2</source>
        <comment>a button: treasure and card value (Gold 3)</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="492"/>
        <location filename="../caramba_desktop/games/caramba/view.py" line="501"/>
        <location filename="../caramba_desktop/games/caramba/view.py" line="526"/>
        <location filename="../caramba_desktop/games/caramba/view.py" line="553"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="504"/>
        <source>Pass</source>
        <translation>Passa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="529"/>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="58"/>
        <source>Continue</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="549"/>
        <source>Secure %1 of %2</source>
        <translation>Sätt %1 av %2 i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="563"/>
        <source>Keep</source>
        <translation>Behåll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="624"/>
        <source>Passed</source>
        <translation>Har passat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="626"/>
        <source>To play</source>
        <translation>Spelar nu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="754"/>
        <source>Round %1</source>
        <translation>Omgång %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="774"/>
        <source>Take back which card?</source>
        <translation>Vilket kort tar du tillbaka?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="23"/>
        <source>Game over: %1 wins</source>
        <translation>Spelet är slut: %1 vinner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="25"/>
        <source>Game over: shared win for %1</source>
        <translation>Spelet är slut: delad seger för %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="34"/>
        <source>%1 is bidding</source>
        <translation>%1 lägger bud</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="36"/>
        <source>%1 is securing crates</source>
        <translation>%1 sätter lådor i säkerhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="38"/>
        <source>Waiting for %1</source>
        <translation>Väntar på %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="52"/>
        <source>En seguridad!: pick crates worth 6 at most</source>
        <translation>En seguridad!: välj lådor värda högst 6</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="44"/>
        <source>Which treasure? Choose a half or a button</source>
        <translation>Vilken skatt? Välj en halva eller en knapp</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="47"/>
        <source>Estoy de vuelta!: take back which card?</source>
        <translation>Estoy de vuelta!: vilket kort tar du tillbaka?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="50"/>
        <source>Fuera!: protect which treasure?</source>
        <translation>Fuera!: vilken skatt skyddar du?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="56"/>
        <source>Choose a card to bid: the start player must bid</source>
        <translation>Välj ett kort: startspelaren måste bjuda</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="58"/>
        <source>Choose a card to bid or pass</source>
        <translation>Välj ett kort att bjuda med, eller passa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="60"/>
        <source>You have no card to bid: pass</source>
        <translation>Du har inget kort att bjuda med: passa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="63"/>
        <source>Play Fuera! to protect a treasure, or continue</source>
        <translation>Skydda en skatt med Fuera!, eller fortsätt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="65"/>
        <source>The auction begins: choose “Continue”</source>
        <translation>Budgivningen börjar: välj ”Fortsätt”</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="67"/>
        <source>Secure a crate, or keep them all</source>
        <translation>Sätt en låda i säkerhet, eller behåll alla</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="68"/>
        <source>Keep your crates</source>
        <translation>Behåll dina lådor</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="35"/>
        <source>Manos arriba!: on your auction turn, instead of a bid card (not in the first round of bidding). The auction ends at once and goes to the result.</source>
        <translation>Manos arriba!: på din tur i budgivningen, i stället för ett budkort (inte under första budrundan). Budgivningen slutar genast och går direkt till resultatet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="38"/>
        <source>Estoy de vuelta!: on your auction turn, instead of a bid card. Take one card of your discard pile back into your hand; you stay in the auction.</source>
        <translation>Estoy de vuelta!: på din tur i budgivningen, i stället för ett budkort. Ta tillbaka ett kort ur din kasseringshög till handen; du är kvar i budgivningen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="41"/>
        <source>Fuera!: after the crates are drawn, before the first bid. Your unsecured crates of one treasure cannot be taken from you this round; their bonus still counts.</source>
        <translation>Fuera!: efter att lådorna har dragits, före det första budet. Den här omgången kan ingen ta från dig de lådor av en skatt som inte är i säkerhet; deras bonus räknas fortfarande.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="45"/>
        <source>En seguridad!: when crates are secured, instead of one crate. Secure unsecured crates of any treasures worth 6 at most together, even in a round you won nothing.</source>
        <translation>En seguridad!: när lådor sätts i säkerhet, i stället för en enda låda. Välj lådor som inte är i säkerhet, av vilka skatter som helst och värda högst 6 tillsammans, och sätt dem i säkerhet, även en omgång då du inte har vunnit något.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_bids.py" line="66"/>
        <source>%1 + %2 bonus</source>
        <comment>a bid&apos;s total: its cards and a crate&apos;s bonus</comment>
        <translation>%1 + %2 bonus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="17"/>
        <source>The auction is over: see who won what</source>
        <translation>Budgivningen är slut: se vem som vann vad</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="46"/>
        <source>Round %1: the auction&apos;s result</source>
        <translation>Omgång %1: budgivningens resultat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="97"/>
        <source>%1 wins a crate</source>
        <translation>%1 vinner en låda</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="99"/>
        <source>%1 wins %2 crates</source>
        <translation>%1 vinner %2 lådor</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="101"/>
        <source>%1 wins: no crate to take</source>
        <translation>%1 vinner: ingen låda att ta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="104"/>
        <source>Nobody bid</source>
        <translation>Ingen bjöd</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="107"/>
        <source>Tie: a crate goes to the centre</source>
        <translation>Oavgjort: en låda till bordets mitt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="109"/>
        <source>Tie: %1 crates go to the centre</source>
        <translation>Oavgjort: %1 lådor till bordets mitt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="111"/>
        <source>Tie: nobody wins</source>
        <translation>Oavgjort: ingen vinner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="112"/>
        <source>Protect gold</source>
        <translation>Skydda guld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="114"/>
        <source>Protect ammunition</source>
        <translation>Skydda ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="115"/>
        <source>Protect dynamite</source>
        <translation>Skydda dynamit</translation>
    </message>
</context>
<context>
    <name>CaravanCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="131"/>
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n handling</numerusform>
            <numerusform>%n handlingar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="135"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n poäng</numerusform>
            <numerusform>%n poäng</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="139"/>
        <source>%n demand marker(s)</source>
        <translation>
            <numerusform>%n efterfrågemarkör</numerusform>
            <numerusform>%n efterfrågemarkörer</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="142"/>
        <source>%n good(s) delivered</source>
        <translation>
            <numerusform>%n levererad vara</numerusform>
            <numerusform>%n levererade varor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="145"/>
        <source>−{penalty} for %n good(s) held</source>
        <translation>
            <numerusform>−{penalty} för %n olevererad vara</numerusform>
            <numerusform>−{penalty} för %n olevererade varor</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaravanTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="27"/>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="34"/>
        <source>meat</source>
        <translation>kött</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="35"/>
        <source>swords</source>
        <translation>svärd</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="36"/>
        <source>salt</source>
        <translation>salt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="37"/>
        <source>hides</source>
        <translation>hudar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="38"/>
        <source>ivory</source>
        <translation>elfenben</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="39"/>
        <source>cloth</source>
        <translation>tyg</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="40"/>
        <source>gems</source>
        <translation>ädelstenar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="41"/>
        <source>paper</source>
        <translation>papper</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="48"/>
        <source>Marrakech</source>
        <translation>Marrakech</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="49"/>
        <source>Tunis</source>
        <translation>Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="50"/>
        <source>Sijilmasa</source>
        <translation>Sijilmasa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="51"/>
        <source>Cairo</source>
        <translation>Kairo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="52"/>
        <source>Timbuktu</source>
        <translation>Timbuktu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="53"/>
        <source>Gao</source>
        <translation>Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="54"/>
        <source>Djenné</source>
        <translation>Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="55"/>
        <source>Kano</source>
        <translation>Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="180"/>
        <source>A sixth camel for everybody (learning or relaxed game)</source>
        <translation>En sjätte kamel till alla (för att lära sig spelet eller för ett avslappnat spel)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="183"/>
        <source>Goods</source>
        <translation>Varor</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="191"/>
        <source>Shorter game with 2-3 players</source>
        <translation>Kortare spel med 2–3 spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="192"/>
        <source>All 48 goods</source>
        <translation>Alla 48 varor</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="193"/>
        <source>Shorter game (32 goods)</source>
        <translation>Kortare spel (32 varor)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="204"/>
        <source>{name} ends the turn</source>
        <translation>{name} avslutar turen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="216"/>
        <source>{name} is the start player</source>
        <translation>{name} är startspelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="221"/>
        <source>Drawn from the bag: {good} onto space {number}</source>
        <translation>Dras ur påsen: {good} till ruta {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="227"/>
        <source>{name}&apos;s turn: {actions}</source>
        <translation>{name} är på tur: {actions}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="282"/>
        <source>Only four goods are left on the board: a demand marker goes onto each; the bag is empty, so no new goods come</source>
        <translation>Bara fyra varor är kvar på spelplanen: en efterfrågemarkör läggs på var och en; påsen är tom, så inga nya varor kommer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="285"/>
        <source>Only four goods are left on the board: a demand marker goes onto each, and new goods are drawn</source>
        <translation>Bara fyra varor är kvar på spelplanen: en efterfrågemarkör läggs på var och en, och nya varor dras</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="291"/>
        <source>The bag is empty: the next delivery ends the game</source>
        <translation>Påsen är tom: nästa leverans avslutar spelet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="298"/>
        <source>Nothing was picked up, stolen or delivered for {rounds} rounds: the game ends here.</source>
        <translation>Ingenting har plockats upp, stulits eller levererats på {rounds} omgångar: spelet slutar här.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="304"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="307"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Spelet är slut: {name} vinner med {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="310"/>
        <source>Game over: {names} share the win with {points} each</source>
        <translation>Spelet är slut: {names} delar på segern med {points} var</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="328"/>
        <source>end the turn</source>
        <translation>avsluta turen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="332"/>
        <source>place a camel {where} ({actions})</source>
        <translation>placera en kamel {where} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="335"/>
        <source>move a camel {origin} {destination} ({actions})</source>
        <translation>flytta en kamel {origin} {destination} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="342"/>
        <source>pick up {good} {where} and take {markers}</source>
        <translation>plocka upp {good} {where} och ta {markers}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="344"/>
        <source>pick up {good} {where}</source>
        <translation>plocka upp {good} {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="346"/>
        <source>steal {good} from {victim} {where}</source>
        <translation>stjäl {good} från {victim} {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="352"/>
        <source>deliver {good} {destination}</source>
        <translation>leverera {good} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="354"/>
        <source>pass {good} along the chain {origin} {destination}</source>
        <translation>flytta {good} längs kedjan {origin} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="366"/>
        <source>You do not have enough actions left for that</source>
        <translation>Du har inte tillräckligt många handlingar kvar för det</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="368"/>
        <source>A camel carrying a good cannot move, pick up or steal</source>
        <translation>En kamel som bär en vara kan inte flytta, plocka upp eller stjäla</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="370"/>
        <source>You must keep at least one camel without a good</source>
        <translation>Du måste ha kvar minst en kamel utan vara</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="372"/>
        <source>You have no theft marker left, so you cannot steal</source>
        <translation>Du har ingen stöldmarkör kvar och kan inte stjäla</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="381"/>
        <source>There is no such space</source>
        <translation>Den rutan finns inte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="382"/>
        <source>You have no such camel</source>
        <translation>Den kamelen har du inte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="383"/>
        <source>All your camels are on the board</source>
        <translation>Alla dina kameler står redan på spelplanen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="384"/>
        <source>That camel is not on the board yet</source>
        <translation>Den kamelen står inte på spelplanen än</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="385"/>
        <source>The camel is already on that space</source>
        <translation>Kamelen står redan på den rutan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="386"/>
        <source>That camel carries no good</source>
        <translation>Den kamelen bär ingen vara</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="387"/>
        <source>You can only steal from another player</source>
        <translation>Du kan bara stjäla från en annan spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="388"/>
        <source>You can only steal from a camel on your camel&apos;s space</source>
        <translation>Du kan bara stjäla från en kamel på din kamels ruta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="390"/>
        <source>That camel carries no good to steal</source>
        <translation>Den kamelen bär ingen vara att stjäla</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="391"/>
        <source>That good is no longer in the bag</source>
        <translation>Den varan finns inte längre i påsen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="393"/>
        <source>First choose one of your camels, or your supply to place one; then the space</source>
        <translation>Välj först en av dina kameler, eller ditt förråd för att placera en; sedan rutan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="404"/>
        <source>It leaves {actions} unused.</source>
        <translation>Då blir {actions} oanvända.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="409"/>
        <source>It makes {points}.</source>
        <translation>Det ger {points}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="412"/>
        <source>It uses your theft marker.</source>
        <translation>Det kostar din stöldmarkör.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="414"/>
        <source>It takes {markers}.</source>
        <translation>Då får du {markers}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="426"/>
        <source>There is {good} to pick up there.</source>
        <translation>Där finns {good} att plocka upp.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="430"/>
        <source>It lengthens a chain of your camels.</source>
        <translation>Det förlänger en kedja av dina kameler.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="374"/>
        <source>A stolen good cannot be stolen again until it has been moved</source>
        <translation>En stulen vara kan inte stjälas igen förrän den har flyttats</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="376"/>
        <source>Goods only move through a chain of your own camels, side by side (not diagonally)</source>
        <translation>Varor flyttas bara genom en kedja av dina egna kameler, sida vid sida (inte diagonalt)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="378"/>
        <source>A good can only move onto one of your empty camels</source>
        <translation>En vara kan bara flyttas till en av dina tomma kameler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="380"/>
        <source>There is no good on that space</source>
        <translation>Det finns ingen vara på den rutan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="73"/>
        <source>in Marrakech</source>
        <translation>i Marrakech</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="74"/>
        <source>from Marrakech</source>
        <translation>från Marrakech</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="75"/>
        <source>to Marrakech</source>
        <translation>till Marrakech</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="76"/>
        <source>in Tunis</source>
        <translation>i Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="77"/>
        <source>from Tunis</source>
        <translation>från Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="78"/>
        <source>to Tunis</source>
        <translation>till Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="79"/>
        <source>in Sijilmasa</source>
        <translation>i Sijilmasa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="80"/>
        <source>from Sijilmasa</source>
        <translation>från Sijilmasa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="81"/>
        <source>to Sijilmasa</source>
        <translation>till Sijilmasa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="82"/>
        <source>in Cairo</source>
        <translation>i Kairo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="83"/>
        <source>from Cairo</source>
        <translation>från Kairo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="84"/>
        <source>to Cairo</source>
        <translation>till Kairo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="85"/>
        <source>in Timbuktu</source>
        <translation>i Timbuktu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="86"/>
        <source>from Timbuktu</source>
        <translation>från Timbuktu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="87"/>
        <source>to Timbuktu</source>
        <translation>till Timbuktu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="88"/>
        <source>in Gao</source>
        <translation>i Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="89"/>
        <source>from Gao</source>
        <translation>från Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="90"/>
        <source>to Gao</source>
        <translation>till Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="91"/>
        <source>in Djenné</source>
        <translation>i Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="92"/>
        <source>from Djenné</source>
        <translation>från Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="93"/>
        <source>to Djenné</source>
        <translation>till Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="94"/>
        <source>in Kano</source>
        <translation>i Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="95"/>
        <source>from Kano</source>
        <translation>från Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="96"/>
        <source>to Kano</source>
        <translation>till Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="105"/>
        <source>on space {number} ({coordinate})</source>
        <translation>på ruta {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="106"/>
        <source>from space {number} ({coordinate})</source>
        <translation>från ruta {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="107"/>
        <source>to space {number} ({coordinate})</source>
        <translation>till ruta {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="110"/>
        <source>on {coordinate}</source>
        <translation>på {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="111"/>
        <source>from {coordinate}</source>
        <translation>från {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="112"/>
        <source>to {coordinate}</source>
        <translation>till {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="232"/>
        <source>{name} places a camel {where} ({actions})</source>
        <translation>{name} placerar en kamel {where} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="239"/>
        <source>{name} moves a camel {origin} {destination} ({actions})</source>
        <translation>{name} flyttar en kamel {origin} {destination} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="249"/>
        <source>{name} picks up {good} {where} and takes {markers}</source>
        <translation>{name} plockar upp {good} {where} och tar {markers}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="252"/>
        <source>{name} picks up {good} {where}</source>
        <translation>{name} plockar upp {good} {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="257"/>
        <source>{name} steals {good} from {victim} {where} and hands over the theft marker</source>
        <translation>{name} stjäl {good} från {victim} {where} och lämnar över stöldmarkören</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="267"/>
        <source>{name} passes {good} along the chain {origin} {destination}</source>
        <translation>{name} flyttar {good} längs kedjan {origin} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="274"/>
        <source>{name} delivers {good} {destination}: {points}</source>
        <translation>{name} levererar {good} {destination}: {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="19"/>
        <source>Camel {number} of {name}</source>
        <translation>Kamel {number} för {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="22"/>
        <source>in the supply</source>
        <translation>i förrådet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="24"/>
        <source>{where}, carrying {good} {destination}</source>
        <translation>{where}, bär {good} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="36"/>
        <source>Cities: {cities}.</source>
        <translation>Städer: {cities}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="37"/>
        <source>{city} ({coordinate}) takes {good}</source>
        <translation>{city} ({coordinate}) tar emot {good}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="66"/>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="101"/>
        <source>Demand {where}</source>
        <translation>Efterfrågan {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="69"/>
        <source>Go {where}</source>
        <translation>Gå {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="73"/>
        <source>Demand markers of {name}</source>
        <translation>Efterfrågemarkörer för {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="76"/>
        <source>Theft markers of {name}</source>
        <translation>Stöldmarkörer för {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="90"/>
        <source>{count} in the supply</source>
        <translation>{count} i förrådet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="92"/>
        <source>Camels of {name}: {camels}.</source>
        <translation>Kameler för {name}: {camels}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="94"/>
        <source>{good} {where}, wanted {destination}</source>
        <translation>{good} {where}, efterfrågas {destination}</translation>
    </message>
</context>
<context>
    <name>CaravanTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="98"/>
        <source>Place your camel on the cloth (space 4): it is a rare good, worth 6.</source>
        <translation>Ställ din kamel på tyget (ruta 4): det är en sällsynt vara, värd 6.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="101"/>
        <source>Pancho placed a camel and picked up salt, with the demand marker lying there: each demand marker is a point. You have three actions now. Pick up the cloth with your camel standing on it.</source>
        <translation>Pancho ställde ut en kamel och plockade upp salt, med efterfrågemarkören som låg där: varje efterfrågemarkör är en poäng. Nu har du tre handlingar. Plocka upp tyget med din kamel som står på det.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="106"/>
        <source>Cloth is wanted in Tunis, at the right edge of the board. Place a camel on the hides (space 5), then one on Tunis itself.</source>
        <translation>Tyg efterfrågas i Tunis, vid spelplanens högra kant. Ställ en kamel på hudarna (ruta 5) och sedan en på själva Tunis.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="110"/>
        <source>Place a camel on the hides (space 5), then one on Tunis.</source>
        <translation>Ställ en kamel på hudarna (ruta 5) och sedan en på Tunis.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="112"/>
        <source>Four actions this turn. Place a camel right of your camel with the cloth.</source>
        <translation>Fyra handlingar den här turen. Ställ en kamel till höger om din kamel med tyget.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="116"/>
        <source>Pick up the hides with your camel on space 5.</source>
        <translation>Plocka upp hudarna med din kamel på ruta 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="86"/>
        <source>Welcome to Caravan! You are Rosita and play against Pancho. Goods lie on the eight numbered spaces, and each city wants one kind of good. Your camels carry goods there in chains: a delivered good scores 3 (a common good) or 6 (a rare one).</source>
        <translation>Välkommen till Caravan! Du är Rosita och spelar mot Pancho. Varor ligger på de åtta numrerade rutorna, och varje stad vill ha ett slags vara. Dina kameler bär varorna dit i kedjor: en levererad vara ger 3 (en vanlig vara) eller 6 (en sällsynt).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="92"/>
        <source>A turn has four actions; the first turns have fewer, and you start with one. Placing a camel from your supply on an empty space costs one action. Place a camel on the cloth, on space 4: choose a camel of your supply, then the space.</source>
        <translation>En tur har fyra handlingar; de första turerna har färre, och du börjar med en. Att ställa ut en kamel från ditt förråd på en tom ruta kostar en handling. Ställ en kamel på tyget, på ruta 4: välj en kamel i ditt förråd och sedan rutan.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="119"/>
        <source>Only four goods were left on the board, so the board was refilled: each of them got a demand marker, and four new goods were drawn from the bag onto the empty numbered spaces. Now place your last camel between your two camels on the right.</source>
        <translation>Bara fyra varor låg kvar på spelplanen, så den fylldes på: var och en fick en efterfrågemarkör, och fyra nya varor drogs ur påsen till de tomma numrerade rutorna. Ställ nu din sista kamel mellan dina två kameler till höger.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="125"/>
        <source>Camels on neighbouring spaces form a chain, and one action passes a good along it to any camel of the chain. Pass the cloth to your camel next to it: choose the cloth, then that camel.</source>
        <translation>Kameler på grannrutor bildar en kedja, och en handling för en vara längs kedjan till vilken kamel som helst i den. För tyget till din kamel bredvid: välj tyget och sedan den kamelen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="130"/>
        <source>Pancho&apos;s meat stands in the gap of your chain. Moving a camel costs one action onto an empty space, two onto a space with camels on it. Move your empty camel on the left onto Pancho&apos;s camel with the meat: two actions.</source>
        <translation>Panchos kött står i luckan i din kedja. Att flytta en kamel kostar en handling till en tom ruta, två till en ruta med kameler. Flytta din tomma kamel till vänster till Panchos kamel med köttet: två handlingar.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="136"/>
        <source>Theft: a camel of yours without a good may steal the good of another player&apos;s camel on its space, with your theft marker. Steal Pancho&apos;s meat.</source>
        <translation>Stöld: en av dina kameler utan vara får stjäla varan från en annan spelares kamel på samma ruta, med din stöldmarkör. Stjäl Panchos kött.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="141"/>
        <source>Your camels now reach from the cloth to Tunis without a gap. Pass the cloth along the chain to your camel on Tunis: it is delivered.</source>
        <translation>Dina kameler når nu utan lucka från tyget till Tunis. För tyget längs kedjan till din kamel på Tunis: det levereras.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="146"/>
        <source>Delivered: 6 points, and Pancho delivered too. From now on you both play as you like. Gao wants your meat, Djenné your hides: build a chain there, or send empty camels to new goods.</source>
        <translation>Levererat: 6 poäng, och Pancho levererade också. Från och med nu spelar ni båda som ni vill. Gao vill ha ditt kött, Djenné dina hudar: bygg en kedja dit, eller skicka tomma kameler till nya varor.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="151"/>
        <source>Time to load a good. Picking it up costs one action, and the demand markers lying with it are yours: 1 point each. One camel must always stay without a good. Pick up a good, or move an empty camel onto one; then play on.</source>
        <translation>Dags att lasta en vara. Att plocka upp den kostar en handling, och efterfrågemarkörerna som ligger där blir dina: 1 poäng var. En kamel måste alltid förbli tom. Plocka upp en vara, eller flytta en tom kamel till en; spela sedan vidare.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="157"/>
        <source>Pick up a good with a camel standing on it, or move a camel without a good onto a space where a good lies.</source>
        <translation>Plocka upp en vara med en kamel som står på den, eller flytta en tom kamel till en ruta där en vara ligger.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="161"/>
        <source>The game ends with the first delivery after the bag has run out: with two players, after about twenty turns each. Goods still on your camels then cost points: two cost 1, three 3, four 6; from two on, your player board shows the cost under your points. Play on, or start a real game.</source>
        <translation>Spelet slutar med den första leveransen efter att påsen har tömts: med två spelare efter ungefär tjugo turer var. Varor som då fortfarande ligger på dina kameler kostar poäng i straff: två kostar 1, tre 3, fyra 6; från två visar din spelarbräda kostnaden under dina poäng. Spela vidare, eller starta ett riktigt spel.</translation>
    </message>
</context>
<context>
    <name>CaravanView</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="153"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="154"/>
        <source>Turn {turn}: {name}</source>
        <translation>Tur {turn}: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="156"/>
        <source>New goods are drawn</source>
        <translation>Nya varor dras</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="159"/>
        <source>the next delivery ends the game</source>
        <translation>nästa leverans avslutar spelet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="392"/>
        <source>End turn</source>
        <translation>Avsluta turen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="395"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="558"/>
        <source>{actions} left</source>
        <translation>{actions} kvar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="593"/>
        <source>Game over: {name} wins</source>
        <translation>Spelet är slut: {name} vinner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="594"/>
        <source>Game over: shared win for {names}</source>
        <translation>Spelet är slut: delad seger för {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="599"/>
        <source>Your turn: choose a camel, or your supply to place one</source>
        <translation>Din tur: välj en kamel, eller ditt förråd för att placera en</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="602"/>
        <source>Place the camel: choose a space (number = cost in actions)</source>
        <translation>Placera kamelen: välj en ruta (siffra = kostnad i handlingar)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="605"/>
        <source>Choose a space for the camel (number = cost) or a good to take</source>
        <translation>Välj en ruta för kamelen (siffra = kostnad) eller en vara att ta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="607"/>
        <source>Choose the empty camel that takes the good</source>
        <translation>Välj den tomma kamel som ska ta emot varan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="610"/>
        <source>Goods are drawn from the bag</source>
        <translation>Varor dras ur påsen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="611"/>
        <source>{name} is playing</source>
        <translation>{name} spelar</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/start_page.py" line="280"/>
        <source>%n older game(s) ▾</source>
        <translation>
            <numerusform>%n äldre spel ▾</numerusform>
            <numerusform>%n äldre spel ▾</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="477"/>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="494"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="497"/>
        <source>{name} wins!</source>
        <translation>{name} vinner!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="500"/>
        <source>Shared win: {names}</source>
        <translation>Delad seger: {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="513"/>
        <source>{name} (computer)</source>
        <translation>{name} (dator)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="529"/>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="530"/>
        <source>Play again, same seats</source>
        <translation>Spela igen, samma spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="531"/>
        <source>Back to start</source>
        <translation>Till startsidan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="532"/>
        <source>Replay</source>
        <translation>Visa i repris</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="535"/>
        <source>Look at the table</source>
        <translation>Titta på bordet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="538"/>
        <source>Deal number {number}</source>
        <translation>Givnummer {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="539"/>
        <source>Play this deal again</source>
        <translation>Spela samma giv igen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="540"/>
        <source>The same seats and options and the same draws, from the start</source>
        <translation>Samma platser och val och samma dragningar, från början</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="542"/>
        <source>Show the results</source>
        <translation>Visa resultatet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="533"/>
        <source>Step through the game move by move (Ctrl+R)</source>
        <translation>Gå igenom spelet drag för drag (Ctrl+R)</translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/game_over.py" line="485"/>
        <source>{name} has won {wins} of the last %n game(s) of {game}</source>
        <translation>
            <numerusform>{name} har vunnit {wins} av %n parti i {game}</numerusform>
            <numerusform>{name} har vunnit {wins} av de senaste %n partierna i {game}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/game_over.py" line="488"/>
        <source>{name} has won {wins} of the last %n game(s) against {level}</source>
        <translation>
            <numerusform>{name} har vunnit {wins} av %n parti mot datorn ({level})</numerusform>
            <numerusform>{name} har vunnit {wins} av de senaste %n partierna mot datorn ({level})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameStatsCard</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/statistics.py" line="140"/>
        <location filename="../caramba_desktop/ui/statistics.py" line="142"/>
        <source>%n game(s)</source>
        <translation>
            <numerusform>%n parti</numerusform>
            <numerusform>%n partier</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/statistics.py" line="162"/>
        <source>Score of the last %n game(s):</source>
        <translation>
            <numerusform>Poäng i det senaste partiet:</numerusform>
            <numerusform>Poäng i de %n senaste partierna:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/statistics.py" line="192"/>
        <source>{level}: won {wins} of %n game(s)</source>
        <translation>
            <numerusform>{level}: vann {wins} av %n parti</numerusform>
            <numerusform>{level}: vann {wins} av %n partier</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="127"/>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="129"/>
        <source>Computer · {level}</source>
        <translation>Dator · {level}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="400"/>
        <source>to play</source>
        <translation>spelar nu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="417"/>
        <source>Pass the screen to {name}</source>
        <translation>Lämna över skärmen till {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="448"/>
        <source>Deal {number}</source>
        <translation>Giv {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="449"/>
        <source>Enter this number in a new game to play the same deal again</source>
        <translation>Ange det här numret i ett nytt spel för att spela samma giv igen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="546"/>
        <source>Autosave failed: the game goes on unsaved</source>
        <translation>Autosparningen misslyckades: spelet fortsätter utan att sparas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="580"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="581"/>
        <source>What happened</source>
        <translation>Händelser</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="582"/>
        <source>Undo</source>
        <translation>Ångra</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="603"/>
        <source>You have seen a card since: it cannot be taken back</source>
        <translation>Du har sett ett kort sedan dess: det går inte att ta tillbaka</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="604"/>
        <source>Take back your last move ({key})</source>
        <translation>Ta tillbaka ditt senaste drag ({key})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="583"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="584"/>
        <source>How to play (F1)</source>
        <translation>Så spelar man (F1)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="585"/>
        <source>Leave</source>
        <translation>Lämna</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="586"/>
        <source>Back to the start page; the game is kept and can be continued</source>
        <translation>Tillbaka till startsidan; spelet sparas och kan fortsättas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="19"/>
        <source>It is not your turn</source>
        <translation>Det är inte din tur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="20"/>
        <source>Pass the screen on first</source>
        <translation>Lämna först över skärmen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="21"/>
        <source>The game is over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="22"/>
        <source>The game is closed</source>
        <translation>Spelet är stängt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="23"/>
        <source>The rules do not allow that move now</source>
        <translation>Reglerna tillåter inte det draget nu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="24"/>
        <source>That move belongs to another part of the turn</source>
        <translation>Det draget hör till en annan del av spelet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="26"/>
        <location filename="../caramba_desktop/ui/refusals.py" line="27"/>
        <source>That is not a move of this game</source>
        <translation>Det är inget drag i det här spelet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="28"/>
        <source>Wait a moment: chance decides first</source>
        <translation>Vänta lite: slumpen avgör först</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="29"/>
        <source>Chance cannot bring that</source>
        <translation>Det kan slumpen inte ge</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="30"/>
        <source>This game has no such option</source>
        <translation>Det här spelet har inte det alternativet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="31"/>
        <source>That option cannot take this value</source>
        <translation>Det alternativet kan inte ha det värdet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="32"/>
        <source>This game is not for that many players</source>
        <translation>Det här spelet är inte för så många spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="41"/>
        <source>That move is not possible now</source>
        <translation>Det draget går inte just nu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="452"/>
        <source>Game {number}</source>
        <translation>Parti {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="453"/>
        <source>Enter this number in a new game to play again with the same luck</source>
        <translation>Ange det här numret i ett nytt spel för att spela igen med samma slump</translation>
    </message>
</context>
<context>
    <name>GamesPlayedDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="80"/>
        <source>{name} ({level})</source>
        <translation>{name} ({level})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="320"/>
        <location filename="../caramba_desktop/ui/games_played.py" line="346"/>
        <source>All players</source>
        <translation>Alla spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="369"/>
        <source>Loading the games played…</source>
        <translation>De spelade partierna läses in…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="393"/>
        <source>This game cannot be read: its record is damaged.</source>
        <translation>Det här partiet kan inte läsas: dess protokoll är skadat.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="407"/>
        <source>Save the game as</source>
        <translation>Spara spelet som</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="408"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Sparade spel (*{suffix});;Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="416"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>”{file}” kunde inte skrivas: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="428"/>
        <source>Saved as “{file}”</source>
        <translation>Sparat som ”{file}”</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="443"/>
        <location filename="../caramba_desktop/ui/games_played.py" line="453"/>
        <source>Games played</source>
        <translation>Spelade partier</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="454"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spel:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="455"/>
        <source>&amp;Player:</source>
        <translation>Spe&amp;lare:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="459"/>
        <source>All games</source>
        <translation>Alla spel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="196"/>
        <source>Ended</source>
        <translation>Avslutat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="196"/>
        <source>Game</source>
        <translation>Spel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="197"/>
        <source>Players and scores</source>
        <translation>Spelare och poäng</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="198"/>
        <source>Moves</source>
        <translation>Drag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="370"/>
        <source>No finished game yet: every game played to the end is listed here.</source>
        <translation>Inget avslutat parti ännu: varje parti som spelas till slut visas här.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="366"/>
        <source>The games played cannot be kept on this computer for now.</source>
        <translation>De spelade partierna kan inte sparas på den här datorn just nu.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="465"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Spara som…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="466"/>
        <source>&amp;Replay</source>
        <translation>Visa i &amp;repris</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="176"/>
        <location filename="../caramba_desktop/ui/handoff.py" line="190"/>
        <source>Pass to {name}</source>
        <translation>Lämna över till {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="179"/>
        <source>{name}, go on when you are ready — nobody else should look.</source>
        <translation>{name}, fortsätt när du är redo – ingen annan ska titta.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="184"/>
        <source>I am {name} — show my cards</source>
        <translation>Jag är {name} – visa mina kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="188"/>
        <source>or press Enter</source>
        <translation>eller tryck på Enter</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="40"/>
        <source>not weighed enough</source>
        <translation>inte tillräckligt prövat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="41"/>
        <source>about {chance} to win</source>
        <translation>ungefär {chance} chans att vinna</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="60"/>
        <source>the best chance it found</source>
        <translation>den bästa chansen den hittade</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="63"/>
        <source>as good, as far as it can tell</source>
        <translation>lika bra, så långt det går att säga</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="67"/>
        <source>much worse</source>
        <translation>mycket sämre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="68"/>
        <source>worse</source>
        <translation>sämre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="74"/>
        <source>Better or worse: as the strongest level judges it; in this game its chances are too rough to show as numbers.</source>
        <translation>Bättre eller sämre: som den starkaste nivån bedömer det; i det här spelet är dess chanser för grova för att visas som siffror.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="77"/>
        <source>Chance to win: the strongest level&apos;s estimate, playing on against players as strong as itself.</source>
        <translation>Chans att vinna: den starkaste nivåns uppskattning, när den spelar vidare mot lika starka spelare.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="106"/>
        <source>Suggested: {move} ({chance})</source>
        <translation>Förslag: {move} ({chance})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="111"/>
        <source>Why: {reason}</source>
        <translation>Varför: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="113"/>
        <source>or {move} ({chance})</source>
        <translation>eller {move} ({chance})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="175"/>
        <source>Thinking…</source>
        <translation>Tänker…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="214"/>
        <source>Hint</source>
        <translation>Tips</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="215"/>
        <source>What would the strongest computer level play? (H)</source>
        <translation>Vad skulle datorns starkaste nivå spela? (H)</translation>
    </message>
</context>
<context>
    <name>HistoryCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/games_played.py" line="110"/>
        <source>%n game(s) could not be read: the file of the games played holds values that do not fit.</source>
        <translation>
            <numerusform>%n parti kunde inte läsas: filen med spelade partier innehåller värden som inte passar.</numerusform>
            <numerusform>%n partier kunde inte läsas: filen med spelade partier innehåller värden som inte passar.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryKeeper</name>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="44"/>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="95"/>
        <source>Games played</source>
        <translation>Spelade partier</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="45"/>
        <source>The games played cannot be kept on this computer for now. You can play as usual.</source>
        <translation>De spelade partierna kan inte sparas på den här datorn just nu. Du kan spela som vanligt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="96"/>
        <source>The file of the games played was damaged or made by a newer version. It was set aside as “{file}” and a new one was started; play goes on.</source>
        <translation>Filen med de spelade partierna var skadad eller gjord av en nyare version. Den har lagts åt sidan som ”{file}” och en ny har påbörjats; spelet fortsätter.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="264"/>
        <source>Game log</source>
        <translation>Spellogg</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="265"/>
        <source>What has happened so far</source>
        <translation>Vad som har hänt hittills</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="60"/>
        <source>Caramba!</source>
        <translation>Caramba!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="61"/>
        <source>Auction and bluff</source>
        <translation>Auktion och bluff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="66"/>
        <source>Bands bid with their cards for crates of gold, ammunition and dynamite — and steal the ones not yet secured.</source>
        <translation>Gäng bjuder med sina kort på lådor med guld, ammunition och dynamit – och stjäl dem som ännu inte är i säkerhet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="71"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="72"/>
        <source>Memory card game</source>
        <translation>Minnesspel med kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="77"/>
        <source>Peek, spy and swap your face-down cards for the lowest total, then call “Cabo”.</source>
        <translation>Kika, spionera och byt dina kort med baksidan upp för att få lägst summa – säg sedan CABO.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="82"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="83"/>
        <source>Camels carry goods to cities</source>
        <translation>Kameler levererar varor till städerna</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="88"/>
        <source>Lead camel trains across the desert to the cities that want your goods.</source>
        <translation>Led kamelkaravaner genom öknen till städerna som vill ha dina varor.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="93"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="94"/>
        <source>Dice race to the silver mine</source>
        <translation>Tärningslopp till silvergruvan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="99"/>
        <source>Roll and race your sombreros to the silver mine; the last one still on the track wins.</source>
        <translation>Slå tärning och låt dina sombreros springa mot silvergruvan; den sista som är kvar på banan vinner.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="294"/>
        <source>by {designer} · {low}–{high} players</source>
        <translation>av {designer} · {low}–{high} spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="297"/>
        <source>New game…</source>
        <translation>Nytt spel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="298"/>
        <source>Rules</source>
        <translation>Regler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="302"/>
        <source>Coming soon</source>
        <translation>Kommer snart</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="342"/>
        <source>race {number}</source>
        <translation>lopp {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="344"/>
        <source>turn {number}</source>
        <translation>tur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="542"/>
        <source>Reading the game…</source>
        <translation>Spelet läses in…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="543"/>
        <source>Choose a game</source>
        <translation>Välj ett spel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="546"/>
        <source>Open a saved game…</source>
        <translation>Öppna ett sparat spel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="549"/>
        <source>Settings…</source>
        <translation>Inställningar…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="550"/>
        <source>About</source>
        <translation>Om</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="273"/>
        <source>Continue</source>
        <translation>Fortsätt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="348"/>
        <source>round {number}</source>
        <translation>omgång {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="350"/>
        <source>last played {when}</source>
        <translation>senast spelat {when}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="373"/>
        <source>The file is damaged: it is not readable game data.</source>
        <translation>Filen är skadad: den innehåller inga läsbara speldata.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="374"/>
        <source>The file is not a saved game of {app}.</source>
        <translation>Filen är inte ett sparat spel från {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="376"/>
        <source>The game was saved by a newer version of {app}.</source>
        <translation>Spelet sparades av en nyare version av {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="378"/>
        <source>The file holds a game this version does not know.</source>
        <translation>Filen innehåller ett spel som den här versionen inte känner till.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="379"/>
        <source>The file is damaged: its options or moves are not valid.</source>
        <translation>Filen är skadad: dess alternativ eller drag är ogiltiga.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="381"/>
        <source>The file is damaged: it does not say who plays which seat.</source>
        <translation>Filen är skadad: den anger inte vem som spelar på vilken plats.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="383"/>
        <source>The file is too large to be a saved game.</source>
        <translation>Filen är för stor för att vara ett sparat spel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="384"/>
        <location filename="../caramba_desktop/ui/reading.py" line="402"/>
        <source>The file cannot be read.</source>
        <translation>Filen kan inte läsas.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="385"/>
        <source>This game cannot be played in this version yet.</source>
        <translation>Det här spelet kan ännu inte spelas i den här versionen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="388"/>
        <source>The file is damaged: a player&apos;s name is longer than {count} characters.</source>
        <translation>Filen är skadad: ett spelarnamn är längre än {count} tecken.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="390"/>
        <source>The file is damaged: a player&apos;s name holds control characters.</source>
        <translation>Filen är skadad: ett spelarnamn innehåller styrtecken.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="392"/>
        <source>The file is damaged: its deal number is out of range.</source>
        <translation>Filen är skadad: dess givnummer ligger utanför det tillåtna intervallet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="397"/>
        <source>The file is damaged: move {number} breaks the rules.</source>
        <translation>Filen är skadad: drag {number} bryter mot reglerna.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="403"/>
        <source>The file is damaged.</source>
        <translation>Filen är skadad.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/selftest.py" line="237"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="310"/>
        <source>&amp;Game</source>
        <translation>&amp;Spel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="311"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nytt spel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="312"/>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Fortsätt det senaste spelet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="313"/>
        <source>&amp;Open…</source>
        <translation>Ö&amp;ppna…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="314"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Spara som…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="320"/>
        <source>&amp;Undo</source>
        <translation>&amp;Ångra</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="321"/>
        <source>&amp;Leave the game</source>
        <translation>&amp;Lämna spelet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="322"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Inställningar…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="323"/>
        <source>&amp;Quit</source>
        <translation>&amp;Avsluta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="324"/>
        <source>&amp;Language</source>
        <translation>S&amp;pråk</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="325"/>
        <source>&amp;Help</source>
        <translation>&amp;Hjälp</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="326"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="330"/>
        <source>&amp;About {app}</source>
        <translation>&amp;Om {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="353"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="496"/>
        <source>Autosave is not possible</source>
        <translation>Autosparning är inte möjlig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="354"/>
        <source>Nothing can be written in the folder “{folder}”: {reason}. The games are not saved as they are played, and the games played are not kept; you can play as usual.</source>
        <translation>Ingenting kan skrivas i mappen ”{folder}”: {reason}. Spelen sparas inte medan de spelas och de spelade partierna behålls inte; du kan spela som vanligt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="497"/>
        <source>The game cannot be saved as it is played; it starts anyway.</source>
        <translation>Spelet kan inte sparas medan det spelas; det startar ändå.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="75"/>
        <location filename="../caramba_desktop/ui/opening.py" line="87"/>
        <source>The game cannot be continued</source>
        <translation>Spelet kan inte fortsättas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="129"/>
        <source>The game cannot be saved</source>
        <translation>Spelet kan inte sparas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="130"/>
        <source>“{file}” can be read but not written: {reason}</source>
        <translation>”{file}” kan läsas men inte skrivas: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="132"/>
        <source>You can play on without saving: the moves made from now on are not kept, and the game waits on its card as it was.</source>
        <translation>Du kan spela vidare utan att spara: dragen från och med nu behålls inte, och spelet väntar på sitt kort som det var.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="134"/>
        <source>Play without saving</source>
        <translation>Spela utan att spara</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="154"/>
        <source>Open a saved game</source>
        <translation>Öppna ett sparat spel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="574"/>
        <location filename="../caramba_desktop/ui/opening.py" line="194"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Sparade spel (*{suffix});;Alla filer (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="162"/>
        <source>The game cannot be opened</source>
        <translation>Spelet kan inte öppnas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="199"/>
        <source>“{file}” cannot be opened. {problem} Nothing was changed.</source>
        <translation>”{file}” kan inte öppnas. {problem} Ingenting har ändrats.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="572"/>
        <source>Save the game as</source>
        <translation>Spara spelet som</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="554"/>
        <source>The game could not be saved</source>
        <translation>Spelet kunde inte sparas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="555"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>”{file}” kunde inte skrivas: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="579"/>
        <source>A saved game holds every card, the hidden ones too, so that it can be continued and replayed.</source>
        <translation>Ett sparat spel innehåller alla kort, även de dolda, så att det kan fortsättas och visas i repris.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="724"/>
        <source>Four tabletop games at one screen: pass the screen around the table, or play against the computer.</source>
        <translation>Fyra sällskapsspel på en skärm: skicka skärmen runt bordet eller spela mot datorn.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="727"/>
        <source>The games and their designers:</source>
        <translation>Spelen och deras skapare:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="732"/>
        <source>This is an unofficial adaptation made by fans; the games belong to their designers and publishers. The art and the rules texts are our own.</source>
        <translation>Det här är en inofficiell version gjord av fans; spelen tillhör sina skapare och förlag. Bilderna och regeltexterna är våra egna.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="735"/>
        <source>The rulebooks do not list every card: Caramba!&apos;s band decks and the values of its crates are reconstructions (see the rules).</source>
        <translation>Reglerna listar inte varje kort: gängens kortlekar och lådornas värden i Caramba! är rekonstruktioner (se reglerna).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="745"/>
        <source>About {app}</source>
        <translation>Om {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="277"/>
        <source>Your game is waiting</source>
        <translation>Ditt spel väntar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="281"/>
        <source>Other unfinished games of this game: choose one to continue it</source>
        <translation>Fler oavslutade spel: välj ett för att fortsätta det</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="49"/>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="399"/>
        <source>Keep the unfinished game?</source>
        <translation>Behålla det oavslutade spelet?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="400"/>
        <source>Your game of {game} is not finished: {summary}.</source>
        <translation>Ditt spel {game} är inte avslutat: {summary}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="402"/>
        <source>Keep it to continue it later from its card on the start page, or discard it for good.</source>
        <translation>Behåll det för att fortsätta senare från dess kort på startsidan, eller ta bort det för gott.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="404"/>
        <source>Keep it</source>
        <translation>Behåll det</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="407"/>
        <source>Discard it</source>
        <translation>Ta bort det</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="76"/>
        <source>There is no unfinished game.</source>
        <translation>Det finns inget oavslutat spel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="561"/>
        <source>Saved as “{file}”</source>
        <translation>Sparat som ”{file}”</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="346"/>
        <source>round {number}</source>
        <comment>a round of CABO</comment>
        <translation>omgång {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="315"/>
        <source>&amp;Replay…</source>
        <translation>&amp;Repris…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="316"/>
        <source>Watch a finished or saved game again, move by move</source>
        <translation>Se ett avslutat eller sparat spel igen, drag för drag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="177"/>
        <source>Replay a saved game</source>
        <translation>Se ett sparat spel i repris</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="185"/>
        <location filename="../caramba_desktop/ui/opening.py" line="215"/>
        <source>The game cannot be replayed</source>
        <translation>Spelet kan inte visas i repris</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="547"/>
        <source>Games played…</source>
        <translation>Spelade partier…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="548"/>
        <source>Statistics…</source>
        <translation>Statistik…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="318"/>
        <source>Games &amp;played…</source>
        <translation>Spela&amp;de partier…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="319"/>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="299"/>
        <source>Learn to play</source>
        <translation>Lär dig spela</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="300"/>
        <source>A guided first game at the table, step by step</source>
        <translation>Ett första parti med guidning vid bordet, steg för steg</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="327"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Lär dig spela</translation>
    </message>
</context>
<context>
    <name>MinaCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="61"/>
        <source>%n silver</source>
        <comment>money, counted in silver</comment>
        <translation>
            <numerusform>%n silver</numerusform>
            <numerusform>%n silver</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="64"/>
        <source>%n gold</source>
        <comment>gold chips, each worth 10 silver</comment>
        <translation>
            <numerusform>%n guld</numerusform>
            <numerusform>%n guld</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="67"/>
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n tärning</numerusform>
            <numerusform>%n tärningar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="70"/>
        <source>%n space(s)</source>
        <comment>a distance on the track</comment>
        <translation>
            <numerusform>%n ruta</numerusform>
            <numerusform>%n rutor</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MinaDeal</name>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="59"/>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="97"/>
        <source>Offer a deal</source>
        <translation>Erbjud en affär</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="60"/>
        <source>To:</source>
        <translation>Till:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="61"/>
        <source>From:</source>
        <translation>Från:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="62"/>
        <source>Silver:</source>
        <translation>Silver:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="63"/>
        <source>{name} rolls one more die on this roll, which cannot be bought off. You have {silver}.</source>
        <translation>{name} slår en tärning till i detta slag, som inte kan köpas bort. Du har {silver}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="66"/>
        <source>Offer</source>
        <translation>Erbjud</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="79"/>
        <source>{name} is about to roll {dice}. You may offer a deal</source>
        <translation>{name} ska slå {dice}. Du kan erbjuda en affär</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="84"/>
        <source>{name} offers you {silver} to roll one more die</source>
        <translation>{name} erbjuder dig {silver} för att slå en tärning till</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="91"/>
        <source>{name} is considering {other}&apos;s offer of {silver}</source>
        <translation>{name} funderar på erbjudandet från {other} på {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="101"/>
        <source>Accept {silver}</source>
        <translation>Ta emot {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="106"/>
        <source>Refuse</source>
        <translation>Tacka nej</translation>
    </message>
</context>
<context>
    <name>MinaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="25"/>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="36"/>
        <source>{name} ({number})</source>
        <comment>a player&apos;s first or second sombrero</comment>
        <translation>{name} ({number})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="44"/>
        <source>stone</source>
        <translation>sten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="46"/>
        <source>gravel</source>
        <translation>grus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="47"/>
        <source>clay</source>
        <translation>lera</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="52"/>
        <source>space {space} ({terrain})</source>
        <translation>ruta {space} ({terrain})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="120"/>
        <source>{name} won the roll-off</source>
        <translation>{name} slog högst och börjar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="123"/>
        <source>{name} places a sombrero on {space}</source>
        <translation>{name} placerar en sombrero på {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="126"/>
        <source>{name} lays an ambush on {space}</source>
        <translation>{name} lägger ett bakhåll på {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="129"/>
        <source>{name} picks up the ambush chip from space {space}</source>
        <translation>{name} plockar upp bakhållsbrickan från ruta {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="137"/>
        <source>{name} buys off {dice}</source>
        <translation>{name} köper sig fri från {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="154"/>
        <source>Race {race} begins: the sombreros are placed, {name} first</source>
        <translation>Lopp {race} börjar: sombrerorna placeras, {name} först</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="162"/>
        <source>{name} overtook everybody, takes the hat band back and moves again</source>
        <translation>{name} körde om alla, tar tillbaka hattbandet och flyttar igen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="171"/>
        <source>{name} rolls again after the ambush: {faces} = {total}</source>
        <translation>{name} slår igen efter bakhållet: {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="174"/>
        <source>{name} rolls again from the occupied space: {faces} = {total}</source>
        <translation>{name} slår igen från den upptagna rutan: {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="177"/>
        <source>{name} rolls {total}</source>
        <translation>{name} slår {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="179"/>
        <source>{name} rolls {faces} = {total}</source>
        <translation>{name} slår {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="184"/>
        <source>{name} moves from space {start} to {space}</source>
        <translation>{name} flyttar från ruta {start} till {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="190"/>
        <source>{name} lands on {other}&apos;s sombrero</source>
        <translation>{name} landar på sombreron som tillhör {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="195"/>
        <source>Ambush! {name} must roll {dice} again</source>
        <translation>Bakhåll! {name} måste slå {dice} igen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="201"/>
        <source>{name} reaches the Mina de Plata in place {place}</source>
        <translation>{name} når Mina de Plata som nummer {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="229"/>
        <source>{name} offers {other} {silver} to roll one more die</source>
        <translation>{name} erbjuder {other} {silver} för att slå en tärning till</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="237"/>
        <source>{name} accepts {other}&apos;s {silver} and rolls one more die</source>
        <translation>{name} tar emot {silver} från {other} och slår en tärning till</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="240"/>
        <source>{name} refuses {other}&apos;s {silver}</source>
        <translation>{name} tackar nej till {silver} från {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="285"/>
        <source>The dice move the sombrero whose turn it is: roll</source>
        <translation>Tärningarna flyttar sombreron som står på tur: slå</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="298"/>
        <source>That is not a number of dice to buy off</source>
        <translation>Det är inget antal tärningar att köpa sig fri från</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="299"/>
        <source>There is no ambush chip on that space</source>
        <translation>Det ligger ingen bakhållsbricka på den rutan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="300"/>
        <source>There is no such space on the track</source>
        <translation>Den rutan finns inte på banan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="301"/>
        <source>You do not have that much silver to offer</source>
        <translation>Du har inte så mycket silver att erbjuda</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="302"/>
        <source>Offer at least 1 silver</source>
        <translation>Erbjud minst 1 silver</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="303"/>
        <source>A deal can only be offered before the mover rolls</source>
        <translation>En affär kan bara erbjudas innan den som flyttar slår</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="304"/>
        <source>This roll already has all the dice of the game</source>
        <translation>Detta slag har redan alla spelets tärningar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="305"/>
        <source>The other players are still making their offers</source>
        <translation>De andra spelarna lägger fortfarande sina erbjudanden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="306"/>
        <source>Accept or refuse the offer first</source>
        <translation>Ta först emot eller tacka nej till erbjudandet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="307"/>
        <source>There is no offer to answer</source>
        <translation>Det finns inget erbjudande att svara på</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="324"/>
        <source>place a sombrero on {space}</source>
        <translation>placera en sombrero på {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="327"/>
        <source>lay an ambush on {space}</source>
        <translation>lägg ett bakhåll på {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="329"/>
        <source>pick up the ambush chip from space {space}</source>
        <translation>plocka upp bakhållsbrickan från ruta {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="332"/>
        <source>accept the offer and roll one more die</source>
        <translation>ta emot erbjudandet och slå en tärning till</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="334"/>
        <source>refuse the offer</source>
        <translation>tacka nej till erbjudandet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="336"/>
        <source>offer no deal</source>
        <translation>inte erbjuda någon affär</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="338"/>
        <source>offer {silver} for one more die</source>
        <translation>erbjuda {silver} för en tärning till</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="352"/>
        <source>It buys off {dice} for {price}.</source>
        <translation>Du köper dig fri från {dice} för {price}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="354"/>
        <source>It keeps your money; every die rolls.</source>
        <translation>Du behåller dina pengar; alla tärningar slås.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="356"/>
        <source>Your sombrero would stand {spaces} from the mine.</source>
        <translation>Din sombrero skulle stå {spaces} från gruvan.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="359"/>
        <source>It offers {silver} of your {purse}.</source>
        <translation>Du erbjuder {silver} av dina {purse}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="212"/>
        <source>{name} greets {other} with {silver}</source>
        <translation>{name} hälsar {other} välkommen med {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="216"/>
        <source>{name} pays {silver} into the pot</source>
        <translation>{name} betalar {silver} till potten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="219"/>
        <source>{name} pays {silver} into the pot for arriving</source>
        <translation>{name} betalar {silver} till potten för ankomsten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="223"/>
        <source>(of {silver} owed)</source>
        <translation>(av {silver} att betala)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="246"/>
        <source>{name} is out of silver and pays nothing more this race</source>
        <translation>{name} har inget silver kvar och betalar inget mer i det här loppet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="252"/>
        <source>Race {race} is over: {name} is the last on the track and wins the pot of {silver}</source>
        <translation>Lopp {race} är slut: {name} är sist kvar på banan och vinner potten på {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="262"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="265"/>
        <source>Game over: {name} is the richest with {silver}</source>
        <translation>Spelet är slut: {name} är rikast med {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="268"/>
        <source>Game over: {names} share the win with {silver} each</source>
        <translation>Spelet är slut: {names} delar på segern med {silver} var</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="283"/>
        <source>That space is not free</source>
        <translation>Den rutan är inte ledig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="288"/>
        <source>To lay an ambush, choose “{button}” first, then a free space</source>
        <translation>Välj först ”{button}” och sedan en ledig ruta för att lägga ett bakhåll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="291"/>
        <source>Put the ambush chip down on a free space first</source>
        <translation>Lägg först ut bakhållsbrickan på en ledig ruta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="292"/>
        <source>You have no ambush chip left</source>
        <translation>Du har ingen bakhållsbricka kvar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="293"/>
        <source>Only one ambush chip may be picked up before a move</source>
        <translation>Bara en bakhållsbricka får plockas upp före ett drag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="294"/>
        <source>Only one ambush may be laid before a move</source>
        <translation>Bara ett bakhåll får läggas före ett drag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="295"/>
        <source>Not every sombrero has passed that ambush chip yet</source>
        <translation>Alla sombreros har inte passerat den bakhållsbrickan än</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="296"/>
        <source>At least one die must always be rolled</source>
        <translation>Minst en tärning måste alltid slås</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="297"/>
        <source>You cannot pay for buying off so many dice</source>
        <translation>Du har inte råd att köpa dig fri från så många tärningar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="320"/>
        <source>buy off {dice}, then roll</source>
        <translation>köp dig fri från {dice} och slå sedan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="322"/>
        <source>roll every die, buying none off</source>
        <translation>slå med alla tärningar utan att köpa dig fri från någon</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="94"/>
        <source>{gold}, {silver}</source>
        <translation>{gold}, {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="22"/>
        <source>free</source>
        <translation>ledig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="26"/>
        <source>Ambush of {name}</source>
        <translation>Bakhåll för {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="32"/>
        <source>in the mine</source>
        <translation>i gruvan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="34"/>
        <source>not on the track yet</source>
        <translation>inte på banan än</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="44"/>
        <source>Sombrero of {name}</source>
        <translation>Sombrero för {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="50"/>
        <source>in the supply</source>
        <translation>i förrådet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="53"/>
        <source>Die showing {face}</source>
        <translation>Tärning som visar {face}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="57"/>
        <source>Die to roll</source>
        <translation>Tärning att slå</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="58"/>
        <source>bought off</source>
        <translation>friköpt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="64"/>
        <source>{heading} ({costs}).</source>
        <translation>{heading} ({costs}).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="75"/>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="78"/>
        <source>{who}: {where}.</source>
        <translation>{who}: {where}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="83"/>
        <source>the pot, {amount}</source>
        <translation>potten, {amount}</translation>
    </message>
</context>
<context>
    <name>MinaTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="80"/>
        <source>Buy off at least one die this time: choose a die, then roll.</source>
        <translation>Köp dig fri från minst en tärning den här gången: välj en tärning och slå sedan.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="91"/>
        <source>First the sombreros are placed, one per space, in turns. Place your first sombrero on space 1, at the very back.</source>
        <translation>Först placeras sombrerorna i tur och ordning, en per ruta. Placera din första sombrero på ruta 1, längst bak.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="95"/>
        <source>Place it on space 1: the further back, the longer it stays on the track.</source>
        <translation>Placera den på ruta 1: ju längre bak, desto längre stannar den på banan.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="98"/>
        <source>Pancho took space 2. Place your second sombrero on space 3.</source>
        <translation>Pancho tog ruta 2. Placera din andra sombrero på ruta 3.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="101"/>
        <source>The sombrero nearest the mine moves first with one die, the next one with two dice, and so on: the rank decides the dice. The hat band shows whose turn it is. Your sombrero on space 3 is second: roll its two dice.</source>
        <translation>Sombreron närmast gruvan flyttar först med en tärning, nästa med två tärningar och så vidare: placeringen avgör tärningarna. Hattbandet visar vems tur det är. Din sombrero på ruta 3 är tvåa: slå dess två tärningar.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="107"/>
        <source>Before you roll you may lay an ambush on a free space: a sombrero that stops there rolls again, three dice on stone, two on gravel, one on clay, and runs on. You have two chips and may lay one before each move. Lay one on space 18: choose “Lay an ambush”, then the space.</source>
        <translation>Innan du slår får du lägga ett bakhåll på en ledig ruta: en sombrero som stannar där slår igen, tre tärningar på sten, två på grus, en på lera, och springer vidare. Du har två brickor och får lägga en före varje drag. Lägg en på ruta 18: välj ”Lägg ett bakhåll” och sedan rutan.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="115"/>
        <source>Now roll: your last sombrero is fourth, so it rolls four dice.</source>
        <translation>Slå nu: din bakersta sombrero ligger fyra, så den slår fyra tärningar.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="118"/>
        <source>It stopped on Pancho&apos;s sombrero, an occupied space: the sombrero below greets you with 1 silver, and you roll one die again. Then yours had passed every other one: it takes the hat band and moves again at once with one die. Roll.</source>
        <translation>Den stannade på Panchos sombrero, en upptagen ruta: sombreron under hälsar dig välkommen med 1 silver, och du slår en tärning igen. Sedan hade din kört om alla andra: den tar hattbandet och flyttar genast igen med en tärning. Slå.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="124"/>
        <source>Pancho offers you 2 silver to roll one more die: a private deal. An extra die pushes your sombrero towards the mine, where it pays and leaves the race; the silver would be yours at once. Before any roll the others may offer you such a deal, and you may offer one too: choose “Offer a deal” while another player is about to roll. Accept or refuse.</source>
        <translation>Pancho erbjuder dig 2 silver för att slå med en tärning till: en privat affär. En tärning till driver din sombrero mot gruvan, där den betalar och lämnar loppet; silvret blir ditt genast. Före varje slag får de andra erbjuda dig en sådan affär, och du dem: välj ”Erbjud en affär” medan en annan spelare ska slå. Tacka ja eller nej.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="138"/>
        <source>Near the mine every space counts. Before rolling you may buy off dice into the pot: the first die costs 1 silver, the second 2 more, and so on; one die is always rolled. Choose a die to buy it off, then roll.</source>
        <translation>Nära gruvan räknas varje ruta. Innan du slår får du köpa dig fri från tärningar, till potten: den första tärningen kostar 1 silver, den andra 2 till och så vidare; en tärning slås alltid. Välj en tärning för att köpa dig fri från den och slå sedan.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="85"/>
        <source>Welcome to the Mina de Plata! You are Rosita and play against Pancho; each of you runs two sombreros along the track to the mine. Arriving costs silver, and the last sombrero left on the track wins the pot: in this race, slow is good.</source>
        <translation>Välkommen till Mina de Plata! Du är Rosita och spelar mot Pancho; ni har två sombreros var som springer längs banan till gruvan. Att komma fram kostar silver, och den sista sombreron kvar på banan vinner potten: i det här loppet lönar det sig att vara långsam.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="114"/>
        <source>Lay an ambush on space 18 first.</source>
        <translation>Lägg först ett bakhåll på ruta 18.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="132"/>
        <source>Now the race is yours: roll on each of your turns, and pick up an ambush chip that every sombrero has passed to lay it again further on. Ambushes catch everybody, their own layer too. The next step comes when a sombrero of yours reaches the clay, near the mine.</source>
        <translation>Nu är loppet ditt: slå varje gång det är din tur, och ta en bakhållsbricka som alla sombreros har passerat för att lägga den längre fram. Ett bakhåll fångar alla, även den som lade det. Nästa steg kommer när en av dina sombreros når leran, nära gruvan.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="144"/>
        <source>A sombrero has arrived in the mine. Arriving costs silver into the pot, more for each later one: in the first race the first pays 1, the second 2, the third 3. Keep yours on the track as long as you can: the last player left there wins the pot.</source>
        <translation>En sombrero har kommit fram till gruvan. Ankomsten kostar silver i potten, mer för varje senare: i det första loppet betalar den första 1, den andra 2, den tredje 3. Håll dina på banan så länge du kan: den spelare som blir kvar sist där vinner potten.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="151"/>
        <source>The race is over: only one player&apos;s sombreros were left on the track, and that player took the pot, all the silver paid in this race. The result shows the order of the finish.</source>
        <translation>Loppet är slut: bara en spelares sombreros fanns kvar på banan, och den spelaren tog potten, allt silver som betalades i det här loppet. Resultatet visar ordningen i mål.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="156"/>
        <source>A new race begins with the pot empty. The sombreros are placed again, in the order of the last result: the winner&apos;s sombrero first. Place a sombrero.</source>
        <translation>Ett nytt lopp börjar med tom pott. Sombrerorna placeras igen, i ordningen från det senaste resultatet: vinnarens sombrero först. Placera en sombrero.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="161"/>
        <source>Place a sombrero on a free space.</source>
        <translation>Placera en sombrero på en ledig ruta.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="162"/>
        <source>From race to race every cost grows: twice as much in the second race, three times in the third. The Caramba card shows this race&apos;s costs: the greeting, buying off, arriving. Buy off a die at the new price, then roll.</source>
        <translation>Från lopp till lopp blir allt dyrare: dubbelt så mycket i det andra loppet, tre gånger så mycket i det tredje. Caramba-kortet visar det här loppets kostnader: välkomsthälsningen, friköpet, ankomsten. Köp dig fri från en tärning till det nya priset och slå sedan.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="168"/>
        <source>That is the whole game: race follows race, each dearer than the last. A player who runs out of silver and does not win the race is out; when a player cannot start a race, the richest wins. Play on, or start a real game.</source>
        <translation>Det är hela spelet: lopp följer på lopp, vart och ett dyrare än det förra. En spelare som blir pank och inte vinner loppet är utslagen; när en spelare inte kan starta ett lopp vinner den rikaste. Spela vidare, eller starta ett riktigt spel.</translation>
    </message>
</context>
<context>
    <name>MinaView</name>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="171"/>
        <source>Game over</source>
        <translation>Spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="173"/>
        <source>Race {race}: placing</source>
        <translation>Lopp {race}: placering</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="175"/>
        <source>Race {race}</source>
        <translation>Lopp {race}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="187"/>
        <source>Out of silver: eliminated</source>
        <translation>Pank: utslagen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="368"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="387"/>
        <source>Pay and roll</source>
        <translation>Betala och slå</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="389"/>
        <source>Roll {dice}</source>
        <translation>Slå {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="290"/>
        <location filename="../caramba_desktop/games/mina/view.py" line="397"/>
        <source>Lay an ambush</source>
        <translation>Lägg ett bakhåll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="404"/>
        <source>Keep every die</source>
        <translation>Behåll alla tärningar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="559"/>
        <source>Pot: {silver}</source>
        <translation>Potten: {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="573"/>
        <source>Caramba! · race {race} · costs ×{race}</source>
        <translation>Caramba! · lopp {race} · kostnader ×{race}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="574"/>
        <source>Buying off dice</source>
        <translation>Friköp av tärningar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="574"/>
        <source>dice</source>
        <translation>tärningar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="576"/>
        <source>Arriving in the mine</source>
        <translation>Ankomst till gruvan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="576"/>
        <source>place</source>
        <translation>plats</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="578"/>
        <source>Occupied space</source>
        <translation>Upptagen ruta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="603"/>
        <source>{name} moves with {dice}</source>
        <translation>{name} flyttar med {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="635"/>
        <source>Choose a die to buy it off</source>
        <translation>Välj en tärning för att köpa dig fri från den</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="636"/>
        <source>Buy off {dice}: {silver}</source>
        <translation>Friköp {dice}: {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="640"/>
        <source>No dice can be bought off</source>
        <translation>Inga tärningar kan köpas fria</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="660"/>
        <source>Ambush! {name} rolls again</source>
        <translation>Bakhåll! {name} slår igen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="663"/>
        <source>Occupied! {name} rolls again</source>
        <translation>Upptaget! {name} slår igen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="665"/>
        <source>{name} rolls</source>
        <translation>{name} slår</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="678"/>
        <source>Final standing</source>
        <translation>Slutställning</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="684"/>
        <source>Race {race}: {name} wins the pot</source>
        <translation>Lopp {race}: {name} vinner potten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="690"/>
        <source>Placing order</source>
        <translation>Placeringsordning</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="762"/>
        <source>Winner</source>
        <translation>Vinnare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="764"/>
        <source>Eliminated</source>
        <translation>Utslagen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="767"/>
        <source>Out of silver</source>
        <translation>Pank</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="769"/>
        <source>To play</source>
        <translation>Spelar nu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="793"/>
        <source>Game over: {name} wins</source>
        <translation>Spelet är slut: {name} vinner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="795"/>
        <source>Game over: shared win for {names}</source>
        <translation>Spelet är slut: delad seger för {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="805"/>
        <source>{name} is rolling</source>
        <translation>{name} slår tärningarna</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="810"/>
        <source>{name} is placing a sombrero</source>
        <translation>{name} placerar en sombrero</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="813"/>
        <source>{name} is laying the ambush chip down again</source>
        <translation>{name} lägger ut bakhållsbrickan igen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="815"/>
        <source>{name} is to move with {dice}</source>
        <translation>{name} ska flytta med {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="822"/>
        <source>Place your sombrero: choose a free space</source>
        <translation>Placera din sombrero: välj en ledig ruta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="828"/>
        <source>Lay your ambush: choose a free space</source>
        <translation>Lägg ditt bakhåll: välj en ledig ruta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="825"/>
        <source>Put the ambush chip down on a free space</source>
        <translation>Lägg ut bakhållsbrickan på en ledig ruta</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="835"/>
        <source>Your move with {dice}: {choices}</source>
        <translation>Ditt drag med {dice}: {choices}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="845"/>
        <source>buy off dice</source>
        <translation>köp dig fri från tärningar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="847"/>
        <source>pick up a glowing ambush chip</source>
        <translation>ta en lysande bakhållsbricka</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="849"/>
        <source>lay an ambush</source>
        <translation>lägg ett bakhåll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="850"/>
        <source>roll</source>
        <translation>slå</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="853"/>
        <source>{choices}, or {last}</source>
        <comment>a list of choices</comment>
        <translation>{choices} eller {last}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_board.py" line="68"/>
        <source>1.</source>
        <comment>the first place in a ranking</comment>
        <translation>1.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_board.py" line="69"/>
        <source>{place}.</source>
        <comment>a place in a ranking: 2., 3.</comment>
        <translation>{place}.</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="93"/>
        <source>Beginner</source>
        <translation>Nybörjare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="94"/>
        <source>Experienced</source>
        <translation>Erfaren</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="95"/>
        <source>Easy</source>
        <translation>Lätt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="96"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="97"/>
        <source>Hard</source>
        <translation>Svår</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="106"/>
        <source>Plays by rules of thumb, but one decision in four is a random move</source>
        <translation>Spelar efter tumregler, men vart fjärde beslut är ett slumpmässigt drag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="108"/>
        <source>Plays by rules of thumb</source>
        <translation>Spelar efter tumregler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="109"/>
        <source>Thinks ahead, playing the game on in its head many times; sees only what its seat may see</source>
        <translation>Tänker framåt genom att spela vidare på partiet i huvudet många gånger; ser bara det som dess plats får se</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="127"/>
        <source>Pancho</source>
        <translation>Pancho</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="128"/>
        <source>Dolores</source>
        <translation>Dolores</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="129"/>
        <source>Emiliano</source>
        <translation>Emiliano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="130"/>
        <source>Porfirio</source>
        <translation>Porfirio</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="513"/>
        <location filename="../caramba_desktop/ui/new_game.py" line="131"/>
        <source>Rosita</source>
        <translation>Rosita</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="132"/>
        <source>Pablo</source>
        <translation>Pablo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_views.py" line="54"/>
        <source>Caramba!</source>
        <translation>Caramba!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_views.py" line="55"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_views.py" line="56"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_views.py" line="57"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="258"/>
        <source>Human</source>
        <translation>Människa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="259"/>
        <source>Computer</source>
        <translation>Dator</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="261"/>
        <source>A person plays this seat</source>
        <translation>En person spelar på den här platsen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="264"/>
        <source>The computer plays this seat</source>
        <translation>Datorn spelar på den här platsen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="267"/>
        <source>How well the computer plays</source>
        <translation>Hur bra datorn spelar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="275"/>
        <source>Name</source>
        <translation>Namn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="277"/>
        <source>Name of player {number}</source>
        <translation>Namn på spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="282"/>
        <source>Level of player {number}</source>
        <translation>Nivå för spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="289"/>
        <source>Plays the {band}</source>
        <translation>Spelar {band}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="293"/>
        <source>Player {number}</source>
        <translation>Spelare {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="543"/>
        <source>There is no deal number {number}: deal numbers go from 0 to {max}.</source>
        <translation>Det finns inget givnummer {number}: givnumren går från 0 till {max}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="556"/>
        <source>Player {number} needs a name.</source>
        <translation>Spelare {number} behöver ett namn.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="561"/>
        <source>Players {first} and {second} are both called “{name}”. Please give each player a different name.</source>
        <translation>Spelare {first} och {second} heter båda ”{name}”. Ge varje spelare ett eget namn.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="568"/>
        <source>The name of player {number} holds an invisible control character. Please type the name again.</source>
        <translation>Namnet på spelare {number} innehåller ett osynligt styrtecken. Skriv namnet igen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="701"/>
        <source>New game: {game}</source>
        <translation>Nytt spel: {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="705"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="709"/>
        <source>by {designer}</source>
        <translation>av {designer}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="712"/>
        <source>Players</source>
        <translation>Spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="713"/>
        <source>Number of players:</source>
        <translation>Antal spelare:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="716"/>
        <source>{count} players</source>
        <translation>{count} spelare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="718"/>
        <source>Options</source>
        <translation>Alternativ</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="729"/>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="681"/>
        <source>Deal</source>
        <translation>Giv</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="682"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Givnummer:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="737"/>
        <source>random</source>
        <translation>slumpmässigt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="683"/>
        <source>Deal number</source>
        <translation>Givnummer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="684"/>
        <source>Leave empty for a new deal. Enter the number of an earlier deal to play the same cards again.</source>
        <translation>Lämna tomt för en ny giv. Ange numret på en tidigare giv för att spela med samma kort igen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="739"/>
        <source>&amp;Start game</source>
        <translation>&amp;Starta spelet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="687"/>
        <location filename="../caramba_desktop/ui/new_game.py" line="689"/>
        <source>Game number</source>
        <translation>Partinummer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="688"/>
        <source>&amp;Game number:</source>
        <translation>&amp;Partinummer:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="690"/>
        <source>Leave empty for a new game. Enter the number of an earlier game to play again with the same luck.</source>
        <translation>Lämna tomt för ett nytt parti. Ange numret på ett tidigare parti för att spela det igen med samma slump.</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="159"/>
        <source>{number}%</source>
        <translation>{number}&#xa0;%</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="62"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Mapp</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="63"/>
        <source>Drive</source>
        <translation>Enhet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="64"/>
        <source>File</source>
        <translation>Fil</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="60"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Titta i:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="61"/>
        <source>Files of &amp;type:</source>
        <translation>Filer av &amp;typ:</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="65"/>
        <source>Invalid filename</source>
        <translation>Ogiltigt filnamn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="66"/>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;Namnet ”%1” kan inte användas.&lt;/b&gt;&lt;p&gt;Försök med ett annat namn, med färre tecken eller utan skiljetecken.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="110"/>
        <source>Move {move} of {moves}</source>
        <translation>Drag {move} av {moves}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="118"/>
        <source>Pause (Space)</source>
        <translation>Paus (mellanslag)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="119"/>
        <source>Play at the computer pace (Space)</source>
        <translation>Spela upp i datorns takt (mellanslag)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="132"/>
        <source>First move (Home)</source>
        <translation>Första draget (Home)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="133"/>
        <source>Back (Left)</source>
        <translation>Bakåt (vänsterpil)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="134"/>
        <source>Forward (Right)</source>
        <translation>Framåt (högerpil)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="135"/>
        <source>Last move (End)</source>
        <translation>Sista draget (End)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="141"/>
        <source>Public table</source>
        <translation>Öppet bord</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="143"/>
        <source>Hidden while the game can go on: two or more people play it, and each one’s cards stay their own</source>
        <translation>Dold så länge spelet kan fortsätta: flera personer spelar det, och var och en behåller sina kort för sig själv</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="146"/>
        <source>Hidden while the game can go on: a computer’s cards stay hidden until the end</source>
        <translation>Dold så länge spelet kan fortsätta: en dators kort förblir dolda till slutet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="152"/>
        <source>As {name} saw it</source>
        <translation>Som {name} såg det</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="159"/>
        <source>Whose view the table shows</source>
        <translation>Vems vy bordet visar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="162"/>
        <source>Show all cards</source>
        <translation>Visa alla kort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="163"/>
        <source>Every hidden card face up (once the game is over)</source>
        <translation>Varje dolt kort med framsidan upp (när spelet är slut)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="226"/>
        <source>Replay: the game is over</source>
        <translation>Repris: spelet är slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="223"/>
        <source>Replay: {name} to play</source>
        <translation>Repris: {name} spelar nu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="228"/>
        <source>Replay: the saved game stops here</source>
        <translation>Repris: det sparade spelet slutar här</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="249"/>
        <source>Leave the replay</source>
        <translation>Lämna reprisen</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="76"/>
        <source>A costly slip: a much worse chance to win than the best choice.</source>
        <translation>Ett dyrt misstag: en mycket sämre chans att vinna än det bästa valet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="78"/>
        <source>A costly slip: about {points} points less chance to win than the best choice.</source>
        <translation>Ett dyrt misstag: ungefär {points} procentenheter mindre chans att vinna än det bästa valet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="82"/>
        <source>Worth another look: the strongest level soon found better moves than this one.</source>
        <translation>Värt en närmare titt: den starkaste nivån hittade snart bättre drag än det här.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="85"/>
        <source>Worth another look: a worse chance to win than the best choice.</source>
        <translation>Värt en närmare titt: en sämre chans att vinna än det bästa valet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="87"/>
        <source>Worth another look: about {points} points less chance to win than the best choice.</source>
        <translation>Värt en närmare titt: ungefär {points} procentenheter mindre chans att vinna än det bästa valet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="90"/>
        <source>The strongest level would play the same.</source>
        <translation>Den starkaste nivån skulle spela likadant.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="91"/>
        <source>As good as the strongest level&apos;s choice, or nearly.</source>
        <translation>Lika bra som den starkaste nivåns val, eller nästan.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="316"/>
        <source>Chance to win given away in all: about {points} points</source>
        <translation>Bortslarvad chans att vinna totalt: ungefär {points} procentenheter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="322"/>
        <source>decision {number} (−{points})</source>
        <translation>beslut {number} (−{points})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="324"/>
        <source>decision {number}</source>
        <translation>beslut {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="325"/>
        <source>Costliest: {decisions}</source>
        <translation>Dyrast: {decisions}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="390"/>
        <source>Your move: {move}</source>
        <translation>Ditt drag: {move}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="393"/>
        <source>{played} → best: {best}</source>
        <translation>{played} → bästa valet: {best}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="402"/>
        <source>What your move does: {reason}</source>
        <translation>Vad ditt drag gör: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="411"/>
        <source>How did I play?</source>
        <translation>Hur spelade jag?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="412"/>
        <source>Review my decisions</source>
        <translation>Granska mina beslut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="413"/>
        <source>The strongest computer level looks at each of your decisions, knowing only what you knew then</source>
        <translation>Datorns starkaste nivå granskar vart och ett av dina beslut och vet bara det du visste då</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="416"/>
        <source>Cancel</source>
        <translation>Avbryt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="417"/>
        <source>◀ Previous mark</source>
        <translation>◀ Förra markeringen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="418"/>
        <source>Your last marked decision before this move</source>
        <translation>Ditt senaste markerade beslut före det här draget</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="420"/>
        <source>Next mark ▶</source>
        <translation>Nästa markering ▶</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="421"/>
        <source>Your next marked decision after this move</source>
        <translation>Ditt nästa markerade beslut efter det här draget</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="424"/>
        <source>Whose decisions</source>
        <translation>Vems beslut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="89"/>
        <source>start</source>
        <translation>början</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="91"/>
        <source>end</source>
        <translation>slut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="124"/>
        <source>Your chance to win after each of your decisions; the faint line: after the best choice. A click shows that decision.</source>
        <translation>Din chans att vinna efter vart och ett av dina beslut; den bleka linjen: efter det bästa valet. Ett klick visar det beslutet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="127"/>
        <source>Chance to win over the game</source>
        <translation>Chans att vinna under partiet</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="303"/>
        <source>%n decision(s) reviewed</source>
        <translation>
            <numerusform>%n beslut granskat</numerusform>
            <numerusform>%n beslut granskade</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="304"/>
        <source>%n worth another look</source>
        <translation>
            <numerusform>%n värt en närmare titt</numerusform>
            <numerusform>%n värda en närmare titt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="306"/>
        <source>%n costly slip(s)</source>
        <translation>
            <numerusform>%n dyrt misstag</numerusform>
            <numerusform>%n dyra misstag</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="170"/>
        <source>No rules are available for this game yet.</source>
        <translation>Det finns ännu inga regler för det här spelet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="295"/>
        <source>Rules — {game}</source>
        <translation>Regler – {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="296"/>
        <location filename="../caramba_desktop/ui/rules_help.py" line="297"/>
        <source>Contents</source>
        <translation>Innehåll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="300"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
</context>
<context>
    <name>ScoreTexts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/game_over.py" line="57"/>
        <source>%n pt(s)</source>
        <comment>points, abbreviated</comment>
        <translation>
            <numerusform>%n p</numerusform>
            <numerusform>%n p</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="93"/>
        <source>Off</source>
        <comment>animations</comment>
        <translation>Av</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="94"/>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>Snabba</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="95"/>
        <source>Normal</source>
        <comment>animations</comment>
        <translation>Normala</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="96"/>
        <source>Slow</source>
        <comment>animations</comment>
        <translation>Långsamma</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="221"/>
        <source>Settings</source>
        <translation>Inställningar</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="223"/>
        <source>General</source>
        <translation>Allmänt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="224"/>
        <source>At the table</source>
        <translation>Vid bordet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="225"/>
        <source>&amp;Language:</source>
        <translation>&amp;Språk:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="226"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animationer:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="227"/>
        <source>Computer &amp;moves:</source>
        <translation>Datorns &amp;drag:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="233"/>
        <source>Quick</source>
        <comment>computer moves</comment>
        <translation>Snabbt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="234"/>
        <source>Normal</source>
        <comment>computer moves</comment>
        <translation>Normalt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="235"/>
        <source>Leisurely</source>
        <comment>computer moves</comment>
        <translation>Lugnt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="239"/>
        <source>&amp;Text size:</source>
        <translation>&amp;Textstorlek:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="241"/>
        <source>Normal</source>
        <comment>text size</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="242"/>
        <source>Large</source>
        <comment>text size</comment>
        <translation>Stor</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="243"/>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>Större</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="247"/>
        <source>&amp;Contrast:</source>
        <translation>&amp;Kontrast:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="249"/>
        <source>As the system sets it</source>
        <comment>contrast</comment>
        <translation>Som systemet anger</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="251"/>
        <source>High</source>
        <comment>contrast</comment>
        <translation>Hög</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="255"/>
        <source>Bigger letters at the side and on the table</source>
        <translation>Större bokstäver vid sidan och på bordet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="257"/>
        <source>High: white on black, also where the system does not offer it</source>
        <translation>Hög: vitt på svart, även där systemet inte erbjuder det</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="260"/>
        <source>The language changes as soon as you press OK.</source>
        <translation>Språket byts så fort du trycker på OK.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="265"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>Hur snabbt kort och pjäser rör sig på bordet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="270"/>
        <source>How long the computer players wait between their moves</source>
        <translation>Hur länge datorspelarna väntar mellan sina drag</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/start_page.py" line="552"/>
        <source>%n saved game(s) could not be restored</source>
        <translation>
            <numerusform>%n sparat spel kunde inte återställas</numerusform>
            <numerusform>%n sparade spel kunde inte återställas</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="102"/>
        <source>older</source>
        <translation>äldre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="105"/>
        <source>latest</source>
        <translation>senaste</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="134"/>
        <source>Games</source>
        <translation>Partier</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="135"/>
        <source>Wins</source>
        <translation>Vinster</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="136"/>
        <source>Win rate</source>
        <translation>Vinstandel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="137"/>
        <source>Best score</source>
        <translation>Bästa resultat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="138"/>
        <source>Average score</source>
        <translation>Genomsnitt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="139"/>
        <source>Current winning streak</source>
        <translation>Nuvarande vinstsvit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="141"/>
        <source>Longest winning streak</source>
        <translation>Längsta vinstsvit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="155"/>
        <source>Against the computer: {results}</source>
        <translation>Mot datorn: {results}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="157"/>
        <source>Not played against the computer yet.</source>
        <translation>Har inte spelat mot datorn ännu.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="170"/>
        <source>won</source>
        <translation>vunnet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="171"/>
        <source>lost</source>
        <translation>förlorat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="310"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="311"/>
        <source>&amp;Player:</source>
        <translation>Spe&amp;lare:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="318"/>
        <source>Loading the games played…</source>
        <translation>De spelade partierna läses in…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="320"/>
        <source>No finished game yet: play a game to the end, and each player&apos;s record is shown here.</source>
        <translation>Inget avslutat parti ännu: spela ett parti till slut, så visas varje spelares resultat här.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="315"/>
        <source>The games played cannot be kept on this computer for now.</source>
        <translation>De spelade partierna kan inte sparas på den här datorn just nu.</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="144"/>
        <source>Table</source>
        <translation>Bord</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="223"/>
        <source>{name}: chosen</source>
        <translation>{name}: i valet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="224"/>
        <source>{name}: not chosen</source>
        <translation>{name}: inte i valet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="243"/>
        <source>Face-down card</source>
        <translation>Kort med baksidan upp</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="249"/>
        <source>In your hand</source>
        <translation>I din hand</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="250"/>
        <source>In the hand of {name}</source>
        <translation>I handen hos {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="255"/>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="260"/>
        <source>{count} in it</source>
        <translation>{count} i den</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="270"/>
        <location filename="../caramba_desktop/ui/table_voice.py" line="90"/>
        <source>Your turn.</source>
        <translation>Din tur.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="271"/>
        <source>{name} to play.</source>
        <translation>{name} är på tur.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="273"/>
        <source>Scores: {scores}.</source>
        <translation>Poäng: {scores}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="276"/>
        <source>You hold: {things}.</source>
        <translation>Du har: {things}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="278"/>
        <source>At stake: {things}.</source>
        <translation>Det gäller: {things}.</translation>
    </message>
</context>
<context>
    <name>TableVoice</name>
    <message>
        <location filename="../caramba_desktop/ui/table_voice.py" line="84"/>
        <source>The table is empty.</source>
        <translation>Bordet är tomt.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="119"/>
        <source>Not this move now: the bubble says which one, and why.</source>
        <translation>Inte det draget nu: bubblan säger vilket, och varför.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="117"/>
        <source>First read this step, then choose “Next”.</source>
        <translation>Läs först det här steget och välj sedan ”Nästa”.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="178"/>
        <source>Play as you like: the next step appears when it is time.</source>
        <translation>Spela som du vill: nästa steg kommer när det är dags.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="179"/>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="197"/>
        <source>End the tutorial</source>
        <translation>Avsluta genomgången</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="189"/>
        <source>Close</source>
        <translation>Stäng</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="190"/>
        <source>Play on</source>
        <translation>Spela vidare</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="192"/>
        <source>Play a real game</source>
        <translation>Spela ett riktigt parti</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="196"/>
        <source>Next</source>
        <translation>Nästa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="172"/>
        <source>Step {number} of {total}</source>
        <translation>Steg {number} av {total}</translation>
    </message>
</context>
</TS>
