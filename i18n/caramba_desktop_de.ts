<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>CaboCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/cabo/texts.py" line="35"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/cabo/texts.py" line="38"/>
        <source>%n pt(s)</source>
        <comment>points, abbreviated</comment>
        <translation>
            <numerusform>%n Pkt.</numerusform>
            <numerusform>%n Pkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/cabo/texts.py" line="41"/>
        <source>The discard pile is shuffled into a new draw pile (%n card(s))</source>
        <translation>
            <numerusform>Der Ablagestapel wird zu einem neuen Nachziehstapel gemischt (%n Karte)</numerusform>
            <numerusform>Der Ablagestapel wird zu einem neuen Nachziehstapel gemischt (%n Karten)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaboTexts</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="57"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="63"/>
        <source>card {number}</source>
        <translation>Karte {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="71"/>
        <source>cards {list} and {last}</source>
        <translation>Karten {list} und {last}</translation>
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
        <translation>Austeilen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="96"/>
        <source>Looking at cards</source>
        <translation>Karten ansehen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="97"/>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="98"/>
        <source>Turns</source>
        <translation>Spielzüge</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="99"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="106"/>
        <source>Cards per player</source>
        <translation>Karten pro Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="107"/>
        <source>House rule: Swap may exchange any two players&apos; cards</source>
        <translation>Hausregel: Swap darf Karten zweier beliebiger Spieler tauschen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="109"/>
        <source>Penalty for a CABO call that does not win</source>
        <translation>Strafe für eine Cabo-Ansage ohne kleinste Summe</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="111"/>
        <source>2nd edition: the round ends when the draw pile runs out</source>
        <translation>2. Auflage: Die Runde endet, wenn der Nachziehstapel aufgebraucht ist</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="113"/>
        <source>2nd edition: exactly 100 becomes 50 only once per game</source>
        <translation>2. Auflage: Genau 100 wird nur einmal pro Partie zu 50</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="121"/>
        <source>6 cards, look at 3 (house rule)</source>
        <translation>6 Karten, 3 ansehen (Hausregel)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="123"/>
        <source>4 cards, look at 2</source>
        <translation>4 Karten, 2 ansehen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="126"/>
        <source>+10 points (2nd edition)</source>
        <translation>+10 Punkte (2. Auflage)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="127"/>
        <source>+5 points (1st edition)</source>
        <translation>+5 Punkte (1. Auflage)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="138"/>
        <source>Kamikaze! 12, 12, 13, 13: 0 points</source>
        <translation>Kamikaze! 12, 12, 13, 13: 0 Punkte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="140"/>
        <source>Kamikaze by {name}: 50 points</source>
        <translation>Kamikaze von {name}: 50 Punkte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="143"/>
        <source>Called CABO and has the lowest sum: 0</source>
        <translation>Cabo angesagt und kleinste Summe: 0</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="145"/>
        <source>Lowest sum: 0</source>
        <translation>Kleinste Summe: 0</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="147"/>
        <source>Lowest sum, but tied with the caller, who alone wins</source>
        <translation>Kleinste Summe, aber Gleichstand mit dem Cabo-Ansager, der allein gewinnt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="150"/>
        <source>Called CABO but not the lowest: +{penalty}</source>
        <translation>Cabo angesagt, aber nicht die kleinste Summe: +{penalty}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="152"/>
        <source>Sum of the cards</source>
        <translation>Summe der Karten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="156"/>
        <source>Exactly 100 becomes 50</source>
        <translation>Genau 100 wird zu 50</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="170"/>
        <source>{name} starts the first round</source>
        <translation>{name} beginnt die erste Runde</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="172"/>
        <source>The {card} is turned up as the discard pile</source>
        <translation>Die {card} wird als Ablagestapel aufgedeckt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="175"/>
        <source>{name} secretly looks at {places}</source>
        <translation>{name} schaut sich geheim {places} an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="179"/>
        <source>{name} draws the {card}</source>
        <translation>{name} zieht die {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="181"/>
        <source>{name} draws a card</source>
        <translation>{name} zieht eine Karte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="187"/>
        <source>{name} takes the {card} from the discard pile</source>
        <translation>{name} nimmt die {card} vom Ablagestapel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="189"/>
        <source>{name} takes the top card of the discard pile</source>
        <translation>{name} nimmt die oberste Karte des Ablagestapels</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="191"/>
        <source>{name} calls CABO! Everybody else has one more turn</source>
        <translation>{name} sagt Cabo an! Alle anderen sind noch einmal an der Reihe</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="196"/>
        <source>{name} replaces their {place}; the {card} goes to the discard pile</source>
        <translation>{name} ersetzt die eigene {place}; die {card} kommt auf den Ablagestapel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="198"/>
        <source>{name} replaces their {place}; the old card goes to the discard pile</source>
        <translation>{name} ersetzt die eigene {place}; die alte Karte kommt auf den Ablagestapel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="201"/>
        <source>{name} discards the drawn {card}</source>
        <translation>{name} wirft die gezogene {card} ab</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="203"/>
        <source>{name} discards the drawn card</source>
        <translation>{name} wirft die gezogene Karte ab</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="217"/>
        <source>{name} plays the {card} and peeks at their own {place}</source>
        <translation>{name} spielt die {card} und schaut sich die eigene {place} an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="219"/>
        <source>{name} peeks at their own {place}</source>
        <translation>{name} schaut sich die eigene {place} an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="224"/>
        <source>{name} plays the {card} and spies on {place} of {other}</source>
        <translation>{name} spielt die {card} und schaut sich {place} von {other} an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="226"/>
        <source>{name} spies on {place} of {other}</source>
        <translation>{name} schaut sich {place} von {other} an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="231"/>
        <source>{name} plays the {card} and swaps {place} of {first} with {other_place} of {second}</source>
        <translation>{name} spielt die {card} und tauscht {place} von {first} gegen {other_place} von {second}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="233"/>
        <source>{name} swaps {place} of {first} with {other_place} of {second}</source>
        <translation>{name} tauscht {place} von {first} gegen {other_place} von {second}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="246"/>
        <source>The cards are dealt face down: {count} to each player</source>
        <translation>Die Karten werden verdeckt ausgeteilt: je {count} pro Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="254"/>
        <source>Round {round} begins; {name} starts</source>
        <translation>Runde {round} beginnt; {name} fängt an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="262"/>
        <source>{name} shows a set ({cards}) of {places}: it holds, and one card replaces them</source>
        <translation>{name} deckt {places} als Satz auf ({cards}): Der Satz gilt, eine Karte ersetzt ihn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="264"/>
        <source>{name} claims a set of {places}, but they are {cards}: no set. The {card} in hand goes to the discard pile</source>
        <translation>{name} deckt {places} als Satz auf, aber sie zeigen {cards}: kein Satz. Die {card} aus der Hand kommt auf den Ablagestapel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="284"/>
        <source>{name} {sum} → {points}</source>
        <translation>{name} {sum} → {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="290"/>
        <source>Round {round}: Kamikaze by {name}!</source>
        <translation>Runde {round}: Kamikaze von {name}!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="293"/>
        <source>Round {round} ends: the draw pile is used up</source>
        <translation>Runde {round} endet: Der Nachziehstapel ist aufgebraucht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="297"/>
        <source>Round {round} is scored</source>
        <translation>Runde {round} wird gewertet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="311"/>
        <source>CABO has already been called this round</source>
        <translation>In dieser Runde wurde schon Cabo angesagt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="312"/>
        <source>There is no card left to draw</source>
        <translation>Es gibt keine Karte mehr zum Ziehen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="313"/>
        <source>Look at exactly the number of cards the rules allow</source>
        <translation>Sieh dir genau so viele Karten an, wie die Regeln erlauben</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="314"/>
        <source>A set has at least two cards</source>
        <translation>Ein Satz hat mindestens zwei Karten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="315"/>
        <source>A set has at most four cards</source>
        <translation>Ein Satz hat höchstens vier Karten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="316"/>
        <source>A card taken from the discard pile must be laid down</source>
        <translation>Eine Karte vom Ablagestapel muss in die Auslage</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="317"/>
        <source>This card has no such action</source>
        <translation>Diese Karte hat diese Kartenaktion nicht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="318"/>
        <source>Spy looks at another player&apos;s card</source>
        <translation>Mit Spy siehst du dir eine Karte eines Mitspielers an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="319"/>
        <source>A swap exchanges the cards of two players</source>
        <translation>Ein Swap tauscht Karten zweier Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="320"/>
        <source>One of the swapped cards must be yours</source>
        <translation>Eine der getauschten Karten muss deine sein</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="321"/>
        <source>CABO may be called from your second turn on</source>
        <translation>Cabo ansagen darfst du erst ab deinem zweiten Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="322"/>
        <source>The cards of the player who called CABO cannot be swapped</source>
        <translation>Die Karten des Cabo-Ansagers dürfen nicht getauscht werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="323"/>
        <source>There is no card there</source>
        <translation>Dort liegt keine Karte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="324"/>
        <source>There is no such player</source>
        <translation>Diesen Spieler gibt es nicht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="325"/>
        <source>A card is chosen twice</source>
        <translation>Eine Karte ist doppelt gewählt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="328"/>
        <source>First look at your own cards: the round begins once everybody has looked</source>
        <translation>Sieh dir zuerst deine eigenen Karten an: Die Runde beginnt, wenn alle geschaut haben</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="330"/>
        <source>To look at another player&apos;s card, choose {spy} first</source>
        <translation>Um dir die Karte eines Mitspielers anzusehen, wähle zuerst {spy}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="332"/>
        <source>To exchange two cards, choose {swap} first, then the two cards</source>
        <translation>Um zwei Karten zu tauschen, wähle zuerst {swap}, dann die beiden Karten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="345"/>
        <source>draw a card</source>
        <translation>ziehe eine Karte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="346"/>
        <source>take the top card of the discard pile</source>
        <translation>nimm die oberste Karte des Ablagestapels</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="347"/>
        <source>call CABO</source>
        <translation>sage Cabo an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="348"/>
        <source>discard the drawn card</source>
        <translation>wirf die gezogene Karte ab</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="351"/>
        <source>look at your {places}</source>
        <translation>sieh dir deine {places} an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="354"/>
        <source>replace {places} as a set</source>
        <translation>ersetze {places} als Satz</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="357"/>
        <source>lay the card in place of your {place}</source>
        <translation>lege die Karte an den Platz deiner {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="360"/>
        <source>peek at your {place}</source>
        <translation>sieh dir deine {place} an (Peek)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="363"/>
        <source>spy on {place} of {other}</source>
        <translation>sieh dir {place} von {other} an (Spy)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="367"/>
        <source>swap your {place} with {other_place} of {other}</source>
        <translation>tausche deine {place} gegen {other_place} von {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="381"/>
        <source>It lets you know more of your own cards.</source>
        <translation>So kennst du mehr deiner eigenen Karten.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="383"/>
        <source>It lets you know a card of {other}.</source>
        <translation>So kennst du eine Karte von {other}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="388"/>
        <source>A card you do not know makes way for {card}.</source>
        <translation>Eine Karte, die du nicht kennst, macht Platz für {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="390"/>
        <source>Your {old} makes way for {card}: {points} points less.</source>
        <translation>Deine {old} macht Platz für {card}: {points} Punkte weniger.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="394"/>
        <source>Your cards stay as they are; {card} goes away.</source>
        <translation>Deine Karten bleiben, wie sie sind; {card} kommt weg.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="398"/>
        <source>The cards you know add up to {sum}; the others get one more turn each.</source>
        <translation>Die Karten, die du kennst, ergeben zusammen {sum}; die anderen sind noch je einmal dran.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="401"/>
        <source>You know what you get: {card}.</source>
        <translation>Du weißt, was du bekommst: {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="191"/>
        <source>{name} calls CABO! Everybody else has one more turn, unless the draw pile runs out first</source>
        <translation>{name} sagt Cabo an! Alle anderen sind noch einmal an der Reihe, außer der Nachziehstapel ist vorher aufgebraucht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="274"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Spielende: {name} gewinnt ({points})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="276"/>
        <source>Game over: {names} share the win with {points}</source>
        <translation>Spielende: {names} gewinnen gemeinsam ({points})</translation>
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
        <translation>In deiner Auslage</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="26"/>
        <source>In the layout of {name}</source>
        <translation>In der Auslage von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="33"/>
        <source>{place} of {name}</source>
        <translation>{place} von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="46"/>
        <source>You see: {cards}.</source>
        <translation>Du siehst: {cards}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="56"/>
        <source>The card in hand</source>
        <translation>Die Karte in der Hand</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="63"/>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="66"/>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="84"/>
        <source>In your hand: {card}.</source>
        <translation>In deiner Hand: {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="87"/>
        <source>On the discard pile: {card}.</source>
        <translation>Auf dem Ablagestapel: {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="90"/>
        <source>{name} called CABO.</source>
        <translation>{name} hat Cabo angesagt.</translation>
    </message>
</context>
<context>
    <name>CaboTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="52"/>
        <source>Welcome to CABO! You are Rosita and play against Pancho. Your four cards lie face down in front of you, and their places never change. At the end of a round the lowest sum scores nothing; everybody else scores their sum.</source>
        <translation>Willkommen bei CABO! Du bist Rosita und spielst gegen Pancho. Deine vier Karten liegen verdeckt vor dir, und ihre Plätze ändern sich nie. Am Ende einer Runde bekommt die niedrigste Summe keine Punkte, alle anderen bekommen ihre Summe.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="62"/>
        <source>For this tutorial, look at the two cards on the left.</source>
        <translation>Sieh dir in diesem Tutorial die beiden linken Karten an.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="64"/>
        <source>An 8 and a 4. In your turn you draw the top card of the draw pile, or you take the top card of the discard pile. Draw from the draw pile.</source>
        <translation>Eine 8 und eine 4. In deinem Zug ziehst du die oberste Karte vom Nachziehstapel oder nimmst die oberste Karte vom Ablagestapel. Ziehe vom Nachziehstapel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="69"/>
        <source>A 3! Put it in place of one of your cards: it lies there face down, and the old card goes onto the discard pile. Replace your 8.</source>
        <translation>Eine 3! Lege sie an den Platz einer deiner Karten: Dort liegt sie verdeckt, und die alte Karte kommt auf den Ablagestapel. Ersetze deine 8.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="74"/>
        <source>Replace the 8, your first card: a 3 there lowers your sum by 5.</source>
        <translation>Ersetze die 8, deine erste Karte: Eine 3 dort senkt deine Summe um 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="76"/>
        <source>Pancho has played. Draw again.</source>
        <translation>Pancho hat gespielt. Ziehe wieder.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="78"/>
        <source>A 9. A 9 or a 10 drawn from the draw pile may be used as Spy: you look at one card of another player, then the 9 is discarded. Spy on Pancho&apos;s first card.</source>
        <translation>Eine 9. Eine 9 oder 10 vom Nachziehstapel darf als Spy genutzt werden: Du siehst dir eine Karte eines anderen Spielers an, dann wird die 9 abgeworfen. Sieh dir mit Spy Panchos erste Karte an.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="83"/>
        <source>Use the 9 as Spy on Pancho&apos;s first card: you will want it soon.</source>
        <translation>Nutze die 9 als Spy für Panchos erste Karte: Du wirst sie bald brauchen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="86"/>
        <source>Pancho&apos;s first card is a 3. He drew a 9 too and spied on your first card. Draw.</source>
        <translation>Panchos erste Karte ist eine 3. Auch er hat eine 9 gezogen und sich deine erste Karte angesehen. Ziehe.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="90"/>
        <source>A 12. An 11 or a 12 drawn from the draw pile may be used as Swap: exchange one of your cards with one of another player&apos;s, neither looked at. Swap your third card, which you have not seen, for Pancho&apos;s 3.</source>
        <translation>Eine 12. Eine 11 oder 12 vom Nachziehstapel darf als Swap genutzt werden: Tausche eine deiner Karten gegen eine eines anderen Spielers, ohne sie anzusehen. Tausche deine dritte Karte, die du nicht kennst, gegen Panchos 3.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="97"/>
        <source>Use the 12 as Swap: your third card for Pancho&apos;s first card, the 3 you spied.</source>
        <translation>Nutze die 12 als Swap: deine dritte Karte gegen Panchos erste Karte, die 3, die du gesehen hast.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="100"/>
        <source>Your third card is now Pancho&apos;s 3. Draw.</source>
        <translation>Deine dritte Karte ist jetzt Panchos 3. Ziehe.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="103"/>
        <source>A 1. Put it in place of your third card, the 3.</source>
        <translation>Eine 1. Lege sie an den Platz deiner dritten Karte, der 3.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="106"/>
        <source>Pancho took your 3 from the discard pile and tried to replace two of his cards with it as a set. They were a 7 and a 6: no set. Both were shown to all and stay in his row, and the 3 went back onto the discard pile.</source>
        <translation>Pancho hat deine 3 vom Ablagestapel genommen und wollte damit zwei seiner Karten als Satz ersetzen. Es waren eine 7 und eine 6: kein Satz. Beide wurden allen gezeigt und bleiben in seiner Auslage, und die 3 kam zurück auf den Ablagestapel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="116"/>
        <source>An 8. A 7 or an 8 drawn from the draw pile may be used as Peek: look at one of your own cards. Peek at your fourth card, the one you have not seen yet.</source>
        <translation>Eine 8. Eine 7 oder 8 vom Nachziehstapel darf als Peek genutzt werden: Sieh dir eine deiner eigenen Karten an. Sieh dir mit Peek deine vierte Karte an, die du noch nicht kennst.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="121"/>
        <source>Use the 8 as Peek on your fourth card: it is the only one you do not know.</source>
        <translation>Nutze die 8 als Peek für deine vierte Karte: Sie ist die einzige, die du nicht kennst.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="124"/>
        <source>Your fourth card is a 1, like your third: a set. Two, three or four cards of the same value may be exchanged all at once for the card in your hand.</source>
        <translation>Deine vierte Karte ist eine 1, wie deine dritte: ein Satz. Zwei, drei oder vier Karten mit gleichem Wert dürfen auf einmal gegen die Karte in deiner Hand getauscht werden.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="129"/>
        <source>Pancho discarded a 0, the lowest card there is. Take it from the discard pile.</source>
        <translation>Pancho hat eine 0 abgeworfen, die niedrigste Karte überhaupt. Nimm sie vom Ablagestapel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="133"/>
        <source>Replace your two 1s as a set: choose both. You know them, so the set is right: they go onto the discard pile and the 0 lies in the place of the first.</source>
        <translation>Ersetze deine beiden Einsen als Satz: Wähle beide. Du kennst sie, also stimmt der Satz: Sie kommen auf den Ablagestapel, und die 0 liegt am Platz der ersten.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="138"/>
        <source>Replace the set: your third and fourth cards, both 1s.</source>
        <translation>Ersetze den Satz: deine dritte und vierte Karte, beides Einsen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="140"/>
        <source>Pancho replaced a set too. Your row is 3, 4 and 0: a sum of 7. Call CABO instead of drawing: everybody else plays one more turn, then the round is scored.</source>
        <translation>Auch Pancho hat einen Satz ersetzt. In deiner Auslage liegen 3, 4 und 0: Summe 7. Sage Cabo an, statt zu ziehen: Alle anderen haben noch einen Zug, dann wird die Runde gewertet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="162"/>
        <source>Kamikaze: whoever has both 13s and two 12s in their row at the scoring scores 0, and everybody else 50. It is rare: four particular cards in one row.</source>
        <translation>Kamikaze: Wer bei der Wertung beide Dreizehnen und zwei Zwölfen in seiner Auslage hat, bekommt 0, alle anderen 50. Das ist selten: vier bestimmte Karten in einer Auslage.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="145"/>
        <source>Call CABO now: your sum of 7 is low.</source>
        <translation>Sage jetzt Cabo an: Deine Summe von 7 ist niedrig.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="147"/>
        <source>At the scoring all cards are shown. The lowest sum scores 0; the others score their sums. Whoever called CABO without the lowest sum scores 5 more.</source>
        <translation>Bei der Wertung werden alle Karten aufgedeckt. Die niedrigste Summe bekommt 0, die anderen ihre Summe. Wer Cabo angesagt hat, ohne die niedrigste Summe zu haben, bekommt 5 dazu.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="112"/>
        <source>A card taken from the discard pile must go into your row; its action cannot be used. Draw from the draw pile.</source>
        <translation>Eine Karte vom Ablagestapel muss in deine Auslage; ihre Aktion gilt nicht. Ziehe vom Nachziehstapel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="58"/>
        <source>At the start of a round you may look at two of your own cards. Look at your two cards on the left: choose them both.</source>
        <translation>Zu Beginn einer Runde darfst du dir zwei deiner eigenen Karten ansehen. Sieh dir deine beiden linken Karten an: Wähle beide aus.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="152"/>
        <source>Now the next round: new cards, and you look at two of them again. Play it your own way, Pancho plays his. The tutorial speaks up again at its scoring.</source>
        <translation>Jetzt die nächste Runde: neue Karten, und du siehst dir wieder zwei davon an. Spiele sie, wie du willst; Pancho spielt auf seine Weise. Das Tutorial meldet sich bei der Wertung dieser Runde wieder.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="157"/>
        <source>The points add up over the rounds on the score sheet. The game ends when a total passes 100, and the lowest total wins. A total of exactly 100 drops to 50.</source>
        <translation>Auf dem Punktezettel werden die Punkte über die Runden addiert. Das Spiel endet, wenn ein Punktestand über 100 steigt, und der niedrigste gewinnt. Wer genau 100 Punkte hat, fällt auf 50 zurück.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="167"/>
        <source>Your turn. Draw from the draw pile: only a card drawn there brings its action, Peek on a 7 or 8, Spy on a 9 or 10, Swap on an 11 or 12.</source>
        <translation>Dein Zug. Ziehe vom Nachziehstapel: Nur eine Karte von dort bringt ihre Aktion mit, Peek bei 7 oder 8, Spy bei 9 oder 10, Swap bei 11 oder 12.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="172"/>
        <source>This time draw from the draw pile, to see what its cards can do.</source>
        <translation>Ziehe diesmal vom Nachziehstapel, um zu sehen, was seine Karten können.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="175"/>
        <source>If your card has an action, use it now: the more cards you know, the better you choose. A card without one replaces one of yours or is discarded.</source>
        <translation>Hat deine Karte eine Aktion, nutze sie jetzt: Je mehr Karten du kennst, desto besser wählst du. Eine Karte ohne Aktion ersetzt eine deiner Karten oder wird abgeworfen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="180"/>
        <source>This card has an action: use it this time, on the card you choose.</source>
        <translation>Diese Karte hat eine Aktion: Nutze sie diesmal, für eine Karte deiner Wahl.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="183"/>
        <source>That is CABO! Play on with this round, or start a real game.</source>
        <translation>Das ist CABO! Spiele diese Runde weiter oder starte eine echte Partie.</translation>
    </message>
</context>
<context>
    <name>CaboView</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="160"/>
        <source>Round {round} · {phase}</source>
        <translation>Runde {round} · {phase}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="163"/>
        <source>CABO by {name}</source>
        <translation>Cabo-Ansage von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="174"/>
        <source>Rounds won: {count}</source>
        <translation>Gewonnene Runden: {count}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="228"/>
        <source>Memory aid</source>
        <translation>Gedächtnisstütze</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="441"/>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="460"/>
        <source>Call CABO</source>
        <translation>Cabo ansagen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="485"/>
        <source>Replace these cards ({count})</source>
        <translation>Diese Karten ersetzen ({count})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="517"/>
        <source>Discard it</source>
        <translation>Abwerfen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="525"/>
        <source>Replace a set…</source>
        <translation>Satz ersetzen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="528"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="571"/>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="108"/>
        <source>Score sheet</source>
        <translation>Punktezettel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="102"/>
        <source>CABO!</source>
        <translation>CABO!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="106"/>
        <source>To play</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="144"/>
        <source>Draw pile</source>
        <translation>Nachziehstapel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="146"/>
        <source>Discard pile</source>
        <translation>Ablagestapel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="157"/>
        <source>In {name}&apos;s hand</source>
        <translation>In der Hand von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="160"/>
        <source>Your card</source>
        <translation>Deine Karte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="42"/>
        <source>Round {round}: the cards are shown</source>
        <translation>Runde {round}: Die Karten werden aufgedeckt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="53"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="55"/>
        <source>See the result</source>
        <translation>Zum Ergebnis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="57"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="85"/>
        <source>called CABO</source>
        <translation>hat Cabo angesagt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="117"/>
        <source>Round {round}</source>
        <translation>Runde {round}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="34"/>
        <source>The round is scored: see the points, then continue</source>
        <translation>Die Runde ist gewertet: Sieh dir die Punkte an, dann geht es weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="39"/>
        <source>Remember these cards, then choose “Done”</source>
        <translation>Merke dir diese Karten und wähle dann „Fertig“</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="40"/>
        <source>Remember this card, then choose “Done”</source>
        <translation>Merke dir diese Karte und wähle dann „Fertig“</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="47"/>
        <source>The cards are dealt</source>
        <translation>Die Karten werden ausgeteilt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="50"/>
        <source>{name} looks at their cards</source>
        <translation>{name} sieht sich die eigenen Karten an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="51"/>
        <source>{name} is playing</source>
        <translation>{name} ist am Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="58"/>
        <source>Game over: {name} wins</source>
        <translation>Spielende: {name} gewinnt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="59"/>
        <source>Game over: shared win for {names}</source>
        <translation>Spielende: {names} gewinnen gemeinsam</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="66"/>
        <source>Choose {count} of your cards to look at secretly</source>
        <translation>Wähle {count} deiner Karten, die du dir geheim ansiehst</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="70"/>
        <source>Draw a card, take the {card} or call CABO</source>
        <translation>Ziehe eine Karte, nimm die {card} oder sag Cabo an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="72"/>
        <source>Draw a card or take the {card}</source>
        <translation>Ziehe eine Karte oder nimm die {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="75"/>
        <source>Choose 2 to 4 of your cards of equal value ({count} chosen)</source>
        <translation>Wähle 2 bis 4 deiner Karten mit gleichem Wert ({count} gewählt)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="77"/>
        <source>Peek: choose one of your cards</source>
        <translation>Peek: Wähle eine deiner Karten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="79"/>
        <source>Spy: choose another player&apos;s card</source>
        <translation>Spy: Wähle eine Karte eines Mitspielers</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="82"/>
        <source>Swap: choose the first of the two cards</source>
        <translation>Swap: Wähle die erste der beiden Karten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="83"/>
        <source>Swap: choose the card to exchange it with</source>
        <translation>Swap: Wähle die Karte, mit der getauscht wird</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="85"/>
        <source>Lay the {card} down: choose the card it replaces</source>
        <translation>Lege die {card} in deine Auslage: Wähle die Karte, die sie ersetzt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="86"/>
        <source>You drew the {card}: choose a card of yours to replace, or discard it</source>
        <translation>Du hast die {card} gezogen: Wähle eine deiner Karten, die sie ersetzen soll, oder wirf sie ab</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="229"/>
        <source>Shows on each card the value you saw there (for beginners)</source>
        <translation>Zeigt auf jeder Karte den Wert, den du dort gesehen hast (für Anfänger)</translation>
    </message>
</context>
<context>
    <name>CarambaCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="45"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="48"/>
        <source>%n pt(s)</source>
        <comment>points, abbreviated</comment>
        <translation>
            <numerusform>%n Pkt.</numerusform>
            <numerusform>%n Pkt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="51"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n Karte auf der Hand</numerusform>
            <numerusform>%n Karten auf der Hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="54"/>
        <source>{name} draws %n card(s)</source>
        <translation>
            <numerusform>{name} zieht %n Karte</numerusform>
            <numerusform>{name} zieht %n Karten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="57"/>
        <source>{name} plays {special} and secures %n crate(s)</source>
        <translation>
            <numerusform>{name} spielt {special} und bringt %n Kiste in Sicherheit</numerusform>
            <numerusform>{name} spielt {special} und bringt %n Kisten in Sicherheit</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="60"/>
        <source>{treasure}: {name} wins %n crate(s) ({total} against {other})</source>
        <translation>
            <numerusform>{treasure}: {name} gewinnt %n Kiste ({total} gegen {other})</numerusform>
            <numerusform>{treasure}: {name} gewinnt %n Kisten ({total} gegen {other})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarambaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="76"/>
        <source>gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="78"/>
        <source>ammunition</source>
        <translation>Munition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="80"/>
        <source>dynamite</source>
        <translation>Dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="97"/>
        <source>{treasure} {value}</source>
        <translation>{treasure} {value}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="128"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="166"/>
        <source>{name} bids {value} on gold</source>
        <translation>{name} bietet {value} auf Gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="168"/>
        <source>{name} bids {value} on ammunition</source>
        <translation>{name} bietet {value} auf Munition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="170"/>
        <source>{name} bids {value} on dynamite</source>
        <translation>{name} bietet {value} auf Dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="173"/>
        <source>{name} passes</source>
        <translation>{name} passt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="175"/>
        <source>{name} plays {card} — the auction ends</source>
        <translation>{name} spielt {card} – die Versteigerung endet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="179"/>
        <source>{name} takes {card} back ({special})</source>
        <translation>{name} nimmt {card} wieder auf die Hand ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="185"/>
        <source>{name} protects their gold crates ({special})</source>
        <translation>{name} schützt die eigenen Goldkisten ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="189"/>
        <source>{name} protects their ammunition crates ({special})</source>
        <translation>{name} schützt die eigenen Munitionskisten ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="193"/>
        <source>{name} protects their dynamite crates ({special})</source>
        <translation>{name} schützt die eigenen Dynamitkisten ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="199"/>
        <source>{name} secures {crate}</source>
        <translation>{name} bringt {crate} in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="202"/>
        <source>{name} secures a crate</source>
        <translation>{name} bringt eine Kiste in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="207"/>
        <source>{name} plays {special} and secures {crates}</source>
        <translation>{name} spielt {special} und bringt {crates} in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="211"/>
        <source>{name} plays {special} and secures a crate</source>
        <translation>{name} spielt {special} und bringt eine Kiste in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="216"/>
        <source>Start player: {name}</source>
        <translation>Startspieler: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="220"/>
        <source>{name} receives the special card {card}</source>
        <translation>{name} erhält die Spezialkarte {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="248"/>
        <source>Crate drawn: {crate}</source>
        <translation>Kiste gezogen: {crate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="251"/>
        <source>Crates drawn: {crates}</source>
        <translation>Kisten gezogen: {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="258"/>
        <source>{name} draws {cards}</source>
        <translation>{name} zieht {cards}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="262"/>
        <source>{name} draws a card</source>
        <translation>{name} zieht eine Karte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="274"/>
        <source>{name} shuffles the discard pile into a new draw pile</source>
        <translation>{name} mischt den Ablagestapel zu einem neuen Nachziehstapel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="278"/>
        <source>No crate has moved for {rounds} rounds: unless one is won, lost or secured in this round, the game ends after it</source>
        <translation>Seit {rounds} Runden hat sich keine Kiste bewegt: Wird in dieser Runde keine gewonnen, verloren oder in Sicherheit gebracht, endet danach das Spiel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="289"/>
        <source>For {rounds} rounds in a row no crate was drawn, won or secured: the game ends here.</source>
        <translation>{rounds} Runden in Folge wurde keine Kiste gezogen, gewonnen oder in Sicherheit gebracht: Das Spiel endet hier.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="303"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="331"/>
        <source>{treasure}: {name} wins ({total} against {other}) — no crates to take</source>
        <translation>{treasure}: {name} gewinnt ({total} gegen {other}) – keine Kisten zu holen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="336"/>
        <source>{treasure}: {name} wins a crate ({total} against {other})</source>
        <translation>{treasure}: {name} gewinnt eine Kiste ({total} gegen {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="343"/>
        <source>{treasure}: nobody bids</source>
        <translation>{treasure}: niemand bietet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="347"/>
        <source>{treasure}: tie at {total} — the crates go back to the centre</source>
        <translation>{treasure}: Gleichstand bei {total} – die Kisten kommen in die Tischmitte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="350"/>
        <source>{treasure}: tie at {total} — nobody wins</source>
        <translation>{treasure}: Gleichstand bei {total} – niemand gewinnt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="383"/>
        <source>bid {value} on gold</source>
        <translation>biete {value} auf Gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="384"/>
        <source>bid {value} on ammunition</source>
        <translation>biete {value} auf Munition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="385"/>
        <source>bid {value} on dynamite</source>
        <translation>biete {value} auf Dynamit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="388"/>
        <source>protect your gold crates ({special})</source>
        <translation>schütze deine Goldkisten ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="389"/>
        <source>protect your ammunition crates ({special})</source>
        <translation>schütze deine Munitionskisten ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="390"/>
        <source>protect your dynamite crates ({special})</source>
        <translation>schütze deine Dynamitkisten ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="394"/>
        <source>take {card} back ({special})</source>
        <translation>nimm {card} wieder auf die Hand ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="397"/>
        <source>secure {crate}</source>
        <translation>bringe {crate} in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="400"/>
        <source>play {special} and secure {crates}</source>
        <translation>spiele {special} und bringe {crates} in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="403"/>
        <source>pass</source>
        <translation>passe</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="404"/>
        <source>play {card} and end the auction</source>
        <translation>spiele {card} und beende die Versteigerung</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="406"/>
        <source>keep your crates unsecured</source>
        <translation>bringe keine Kiste in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="407"/>
        <source>go on without Fuera!</source>
        <translation>spiele ohne Fuera! weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="414"/>
        <source>with the {card} card</source>
        <translation>mit der Karte {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="423"/>
        <source>You do not hold that special card</source>
        <translation>Diese Spezialkarte hast du nicht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="424"/>
        <source>As start player you must bid on your first turn</source>
        <translation>Als Startspieler musst du in deinem ersten Zug bieten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="426"/>
        <source>Without a bid card you must pass</source>
        <translation>Ohne Versteigerungskarte musst du passen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="427"/>
        <source>That card is not in your hand</source>
        <translation>Diese Karte hast du nicht auf der Hand</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="428"/>
        <source>That card does not bid on that treasure</source>
        <translation>Mit dieser Karte kannst du nicht auf diese Schatzart bieten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="430"/>
        <source>Manos arriba! cannot be played in the first round of an auction</source>
        <translation>Manos arriba! darf nicht in der ersten Bietrunde einer Versteigerung gespielt werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="432"/>
        <source>That card is not in your discard pile</source>
        <translation>Diese Karte liegt nicht auf deinem Ablagestapel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="434"/>
        <source>Your discard pile is empty: there is no card to take back</source>
        <translation>Dein Ablagestapel ist leer: Es gibt keine Karte zurückzuholen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="436"/>
        <source>You have no unsecured crates of that treasure to protect</source>
        <translation>Du hast keine nicht in Sicherheit gebrachten Kisten dieser Schatzart, die du schützen könntest</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="438"/>
        <source>Only a player who won a crate this round may secure crates</source>
        <translation>Nur wer in dieser Runde eine Kiste gewonnen hat, darf Kisten in Sicherheit bringen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="440"/>
        <source>That crate is not among your unsecured crates</source>
        <translation>Diese Kiste gehört nicht zu deinen gewonnenen, nicht in Sicherheit gebrachten Kisten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="442"/>
        <source>En seguridad! secures crates worth {limit} at most</source>
        <translation>En seguridad! bringt Kisten im Wert von höchstens {limit} in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="462"/>
        <source>Your bid cards on {treasure} would come to {mine}; the highest other bid there is {others}.</source>
        <translation>Deine Versteigerungskarten auf {treasure} kämen auf {mine}; das höchste andere Gebot dort ist {others}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="466"/>
        <source>Crates in safety can no longer be taken from you.</source>
        <translation>Kisten in Sicherheit kann dir niemand mehr nehmen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="468"/>
        <source>No one can take your {treasure} crates in this auction.</source>
        <translation>In dieser Versteigerung kann dir niemand deine Kisten mit {treasure} nehmen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="472"/>
        <source>You keep your bid cards for the auctions to come.</source>
        <translation>Du behältst deine Versteigerungskarten für die nächsten Versteigerungen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="474"/>
        <source>The auction ends now, with the bids as they stand.</source>
        <translation>Die Versteigerung endet jetzt, mit den Geboten, wie sie stehen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="307"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Spielende: {name} gewinnt ({points})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="310"/>
        <source>Game over: {names} share the win with {points}</source>
        <translation>Spielende: {names} gewinnen gemeinsam ({points})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="29"/>
        <source>Bid by {name}</source>
        <translation>Gebot von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="32"/>
        <source>Take this card back</source>
        <translation>Diese Karte zurücknehmen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="36"/>
        <source>Special card of {name}</source>
        <translation>Spezialkarte von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="39"/>
        <source>Crate in the middle of the table</source>
        <translation>Kiste in der Tischmitte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="42"/>
        <source>Crate won by {name}</source>
        <translation>Kiste, gewonnen von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="46"/>
        <source>Draw pile of {name}</source>
        <translation>Nachziehstapel von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="49"/>
        <source>Discard pile of {name}</source>
        <translation>Ablagestapel von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="55"/>
        <source>Secured crates of {name}</source>
        <translation>In Sicherheit gebrachte Kisten von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="61"/>
        <source>Bag</source>
        <translation>Beutel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="71"/>
        <source>passed</source>
        <translation>gepasst</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="72"/>
        <source>no bid</source>
        <translation>kein Gebot</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="73"/>
        <source>{name}: {bids}; secured crates: {count}.</source>
        <translation>{name}: {bids}; Kisten in Sicherheit: {count}.</translation>
    </message>
</context>
<context>
    <name>CarambaTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="41"/>
        <source>Welcome to Caramba! You are Rosita and play the Bandidos at the bottom, against Pancho, Dolores and Emiliano. Each round starts with crates drawn from the bag into the centre of the table until all three treasures lie there: gold, ammunition and dynamite.</source>
        <translation>Willkommen bei Caramba! Du bist Rosita und spielst unten die Bandidos, gegen Pancho, Dolores und Emiliano. Jede Runde beginnt damit, dass Kisten aus dem Beutel in die Tischmitte gezogen werden, bis alle drei Schätze dort liegen: Gold, Munition und Dynamit.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="48"/>
        <source>The treasures are auctioned all at once. Whoever bids the most on a treasure wins all of its crates. Only crates you secure count as points at the end.</source>
        <translation>Alle Schätze werden zugleich versteigert. Wer auf einen Schatz am meisten bietet, gewinnt alle seine Kisten. Am Ende zählen nur Kisten, die du in Sicherheit gebracht hast.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="53"/>
        <source>These are your auction cards. A card bids its value on its treasure. A two-treasure card bids on one of its two treasures: you choose which when you play it.</source>
        <translation>Das sind deine Versteigerungskarten. Eine Karte bietet ihren Wert auf ihren Schatz. Eine Karte mit zwei Schätzen bietet auf einen der beiden: Du wählst ihn, wenn du sie spielst.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="63"/>
        <source>Not this one yet: play the dynamite 3 / ammunition 4 card on ammunition, so that your bid matches Emiliano&apos;s.</source>
        <translation>Noch nicht diese: Spiele die Karte Dynamit 3 / Munition 4 auf Munition, damit dein Gebot Emilianos gleichkommt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="66"/>
        <source>Your special card is Manos arriba! Played in place of a bid, it ends the auction at once, but not in the first auction round. Everybody has had a turn now.</source>
        <translation>Deine Spezialkarte ist Manos arriba! Statt eines Gebots gespielt, beendet sie die Versteigerung sofort, aber nicht in der ersten Versteigerungsrunde. Jetzt waren alle einmal an der Reihe.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="71"/>
        <source>Play Manos arriba! now: the auction ends, and every treasure goes to the highest total as it stands.</source>
        <translation>Spiele jetzt Manos arriba! Die Versteigerung endet dann, und jeder Schatz geht an das höchste Gebot, so wie es gerade steht.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="75"/>
        <source>Try your special card instead: Manos arriba! ends the auction while your ammunition is level with Emiliano&apos;s.</source>
        <translation>Nimm lieber deine Spezialkarte: Manos arriba! beendet die Versteigerung, solange deine Munition mit Emilianos gleichauf ist.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="79"/>
        <source>Dolores won the gold, Emiliano the dynamite. On ammunition you and Emiliano had 4 each: a tie, so nobody won it and its crates stayed in the centre. Cards that won go to the discard pile; the others come back to the hand.</source>
        <translation>Dolores hat das Gold gewonnen, Emiliano das Dynamit. Auf Munition hattet Emiliano und du je 4: Gleichstand, also hat sie niemand gewonnen, und ihre Kisten blieben in der Tischmitte. Siegreiche Karten kommen auf den Ablagestapel, die anderen zurück auf die Hand.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="85"/>
        <source>After the auction, whoever won crates may secure one of their crates: face down, safe for good, points at the end. Dolores and Emiliano did so. The other crates they won lie unsecured in front of them.</source>
        <translation>Nach der Versteigerung darf, wer Kisten gewonnen hat, eine seiner Kisten in Sicherheit bringen: verdeckt, für immer sicher, Punkte am Ende. Dolores und Emiliano haben das getan. Ihre übrigen gewonnenen Kisten liegen nicht in Sicherheit gebracht vor ihnen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="91"/>
        <source>Dolores played Fuera! before the auction: this round nobody can take her unsecured gold crates.</source>
        <translation>Dolores hat vor der Versteigerung Fuera! gespielt: In dieser Runde kann niemand ihre nicht in Sicherheit gebrachten Goldkisten nehmen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="95"/>
        <source>The bonus: the highest unsecured crate of a treasure in front of a player adds to that player&apos;s bids on it. Dolores starts with 3 on gold before she plays a card.</source>
        <translation>Der Bonus: Die höchste nicht in Sicherheit gebrachte Kiste eines Schatzes vor einem Spieler zählt zu seinen Geboten auf diesen Schatz. Dolores hat auf Gold schon 3, bevor sie eine Karte spielt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="100"/>
        <source>You are the start player now: your first turn must be a bid. Five ammunition crates wait in the centre. Bid your ammunition 7.</source>
        <translation>Jetzt bist du Startspieler: Dein erster Zug muss ein Gebot sein. Fünf Munitionskisten warten in der Tischmitte. Biete deine Munition 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="104"/>
        <source>Dolores bids 4 on gold, plus her bonus of 3. Answer with your gold 7.</source>
        <translation>Dolores bietet 4 auf Gold, dazu ihr Bonus von 3. Antworte mit deinem Gold 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="108"/>
        <source>Pancho is after the ammunition too. Add your ammunition 5.</source>
        <translation>Auch Pancho will die Munition. Lege deine Munition 5 dazu.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="111"/>
        <source>Add the dynamite 3 / ammunition 4 card on ammunition: a two-treasure card may bid on a different treasure each auction.</source>
        <translation>Lege die Karte Dynamit 3 / Munition 4 auf Munition: Eine Karte mit zwei Schätzen darf in jeder Versteigerung auf einen anderen Schatz bieten.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="115"/>
        <source>Your gold 5 brings your gold to 12.</source>
        <translation>Dein Gold 5 bringt dein Gold auf 12.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="118"/>
        <source>Play your last card, ammunition 3 / dynamite 4, on dynamite.</source>
        <translation>Spiele deine letzte Karte, Munition 3 / Dynamit 4, auf Dynamit.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="121"/>
        <source>Your hand is empty: pass. Whoever passes is out of this auction; it ends when everybody has passed.</source>
        <translation>Deine Hand ist leer: Passe. Wer passt, ist aus dieser Versteigerung draußen; sie endet, wenn alle gepasst haben.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="125"/>
        <source>You won the gold, but only the crate from the centre: Fuera! kept Dolores&apos;s gold. Pancho beat your 16 on ammunition with 17 and took the ammunition: the cards you bid on it are back in your hand.</source>
        <translation>Du hast das Gold gewonnen, aber nur die Kiste aus der Tischmitte: Fuera! hat Dolores&apos; Gold geschützt. Pancho hat deine 16 auf Munition mit 17 überboten und die Munition genommen: Deine Karten darauf sind wieder auf deiner Hand.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="130"/>
        <source>You won a crate, so you may secure one. Secure your gold 3: choose it.</source>
        <translation>Du hast eine Kiste gewonnen, also darfst du eine in Sicherheit bringen. Bringe dein Gold 3 in Sicherheit: Wähle es aus.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="192"/>
        <source>Secure one of your crates now: choose it.</source>
        <translation>Bringe jetzt eine deiner Kisten in Sicherheit: Wähle sie aus.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="134"/>
        <source>Secure the gold 3: unsecured crates can still be taken by the others.</source>
        <translation>Bringe das Gold 3 in Sicherheit: Kisten, die nicht in Sicherheit gebracht sind, können die anderen noch nehmen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="138"/>
        <source>Round 3. Everybody drew new cards. No crates were drawn: crates lying unsecured in front of players count as present. Pancho has a bonus of 3 on ammunition, and whoever wins the ammunition takes his unsecured ammunition crates.</source>
        <translation>Runde 3. Alle haben neue Karten gezogen. Es wurden keine Kisten gezogen: Kisten, die nicht in Sicherheit gebracht vor den Spielern liegen, zählen als vorhanden. Pancho hat auf Munition einen Bonus von 3, und wer die Munition gewinnt, nimmt seine nicht in Sicherheit gebrachten Munitionskisten.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="144"/>
        <source>Go for Pancho&apos;s ammunition: bid your ammunition 7.</source>
        <translation>Hole dir Panchos Munition: Biete deine Munition 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="147"/>
        <source>Pancho played Estoy de vuelta! in his turn: he took a card back from his discard pile into his hand, his ammunition 7.</source>
        <translation>Pancho hat in seinem Zug Estoy de vuelta! gespielt: Er hat eine Karte von seinem Ablagestapel zurück auf die Hand genommen, seine Munition 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="151"/>
        <source>Keep bidding on ammunition: your ammunition 5.</source>
        <translation>Biete weiter auf Munition: deine Munition 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="154"/>
        <source>The dynamite 3 / ammunition 4 card, on ammunition.</source>
        <translation>Die Karte Dynamit 3 / Munition 4, auf Munition.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="157"/>
        <source>The gold 3 / ammunition 4 card, on ammunition.</source>
        <translation>Die Karte Gold 3 / Munition 4, auf Munition.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="160"/>
        <source>The ammunition 3 / dynamite 4 card, on dynamite.</source>
        <translation>Die Karte Munition 3 / Dynamit 4, auf Dynamit.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="163"/>
        <source>The ammunition 3 / gold 4 card, on gold.</source>
        <translation>Die Karte Munition 3 / Gold 4, auf Gold.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="166"/>
        <source>Your hand is empty again: pass.</source>
        <translation>Deine Hand ist wieder leer: Passe.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="169"/>
        <source>You won the ammunition and took Pancho&apos;s four unsecured ammunition crates. Emiliano took Dolores&apos;s gold: without Fuera! it was no longer safe. Then he played En seguridad! This card secures several of his own unsecured crates at once, from this round or earlier ones, worth up to 6 together.</source>
        <translation>Du hast die Munition gewonnen und Panchos vier nicht in Sicherheit gebrachte Munitionskisten genommen. Emiliano hat Dolores&apos; Gold genommen: Ohne Fuera! war es nicht mehr sicher. Dann hat er En seguridad! gespielt. Diese Karte bringt mehrere seiner eigenen nicht in Sicherheit gebrachten Kisten auf einmal in Sicherheit, aus dieser oder früheren Runden, zusammen höchstens 6 wert.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="181"/>
        <source>From the next round on you play on your own: bid, pass and play your cards as you think best. You have seen all four special cards; yours is used up. This bubble comes back once you have won crates again.</source>
        <translation>Ab der nächsten Runde spielst du selbst: Biete, passe und spiele deine Karten, wie du es für richtig hältst. Du hast alle vier Spezialkarten gesehen; deine ist verbraucht. Diese Sprechblase kommt wieder, sobald du erneut Kisten gewonnen hast.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="176"/>
        <source>Secure an ammunition 3, your most valuable crate.</source>
        <translation>Bringe eine Munition 3 in Sicherheit, deine wertvollste Kiste.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="58"/>
        <source>Emiliano is the start player and has bid 4 on ammunition. Play your dynamite 3 / ammunition 4 card on ammunition: choose it, then its ammunition half. You draw level with him.</source>
        <translation>Emiliano ist Startspieler und hat 4 auf Munition geboten. Spiele deine Karte Dynamit 3 / Munition 4 auf Munition: Wähle sie, dann ihre Munitionshälfte. Damit ziehst du mit ihm gleich.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="179"/>
        <source>Secure an ammunition 3: it is worth more than the ammunition 2.</source>
        <translation>Bringe eine Munition 3 in Sicherheit: Sie ist mehr wert als die Munition 2.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="187"/>
        <source>You won crates again: secure one of them, whichever you like. A secured crate is safe for good; one left unsecured can be taken, but the highest of each treasure gives you its bonus.</source>
        <translation>Du hast wieder Kisten gewonnen: Bringe eine davon in Sicherheit, welche du willst. Eine in Sicherheit gebrachte Kiste ist für immer sicher; eine nicht in Sicherheit gebrachte kann dir genommen werden, aber die höchste jeder Schatzart gibt dir ihren Bonus.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="195"/>
        <source>That is Caramba! The rounds go on until a missing treasure can no longer be drawn from the bag. Most points in secured crates wins; on a tie, most cards in hand. Play on, or start a real game.</source>
        <translation>Das ist Caramba! Die Runden gehen weiter, bis ein fehlender Schatz nicht mehr aus dem Beutel gezogen werden kann. Wer die meisten Punkte in Kisten hat, die er in Sicherheit gebracht hat, gewinnt; bei Gleichstand, wer die meisten Karten auf der Hand hat. Spiele weiter oder starte eine echte Partie.</translation>
    </message>
</context>
<context>
    <name>CarambaView</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="16"/>
        <source>Gold</source>
        <translation>Gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="17"/>
        <source>Ammunition</source>
        <translation>Munition</translation>
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
        <translation>Karten werden verteilt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="55"/>
        <source>Drawing crates</source>
        <translation>Kisten ziehen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="56"/>
        <source>Before the auction</source>
        <translation>Vor der Versteigerung</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="57"/>
        <source>Auction</source>
        <translation>Versteigerung</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="58"/>
        <source>Securing crates</source>
        <translation>Kisten in Sicherheit bringen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="59"/>
        <source>Drawing cards</source>
        <translation>Karten nachziehen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="60"/>
        <source>Game over</source>
        <translation>Spielende</translation>
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
        <translation>Spieler %1</translation>
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
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="504"/>
        <source>Pass</source>
        <translation>Passen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="529"/>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="58"/>
        <source>Continue</source>
        <translation>Weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="549"/>
        <source>Secure %1 of %2</source>
        <translation>%1 von %2 in Sicherheit bringen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="563"/>
        <source>Keep</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="624"/>
        <source>Passed</source>
        <translation>Gepasst</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="626"/>
        <source>To play</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="754"/>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="774"/>
        <source>Take back which card?</source>
        <translation>Welche Karte nimmst du zurück?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="23"/>
        <source>Game over: %1 wins</source>
        <translation>Spielende: %1 gewinnt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="25"/>
        <source>Game over: shared win for %1</source>
        <translation>Spielende: %1 gewinnen gemeinsam</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="34"/>
        <source>%1 is bidding</source>
        <translation>%1 bietet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="36"/>
        <source>%1 is securing crates</source>
        <translation>%1 bringt Kisten in Sicherheit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="38"/>
        <source>Waiting for %1</source>
        <translation>Warten auf %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="52"/>
        <source>En seguridad!: pick crates worth 6 at most</source>
        <translation>En seguridad!: Kisten im Wert bis 6 wählen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="44"/>
        <source>Which treasure? Choose a half or a button</source>
        <translation>Welche Schatzart? Wähle eine Hälfte oder eine Schaltfläche</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="47"/>
        <source>Estoy de vuelta!: take back which card?</source>
        <translation>Estoy de vuelta!: Welche Karte nimmst du zurück?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="50"/>
        <source>Fuera!: protect which treasure?</source>
        <translation>Fuera!: Welche Schatzart schützt du?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="56"/>
        <source>Choose a card to bid: the start player must bid</source>
        <translation>Wähle eine Karte: Der Startspieler muss bieten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="58"/>
        <source>Choose a card to bid or pass</source>
        <translation>Wähle eine Karte zum Bieten oder passe</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="60"/>
        <source>You have no card to bid: pass</source>
        <translation>Du hast keine Karte zum Bieten: Passe</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="63"/>
        <source>Play Fuera! to protect a treasure, or continue</source>
        <translation>Schatzart mit Fuera! schützen oder weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="65"/>
        <source>The auction begins: choose “Continue”</source>
        <translation>Die Versteigerung beginnt: Wähle „Weiter“</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="67"/>
        <source>Secure a crate, or keep them all</source>
        <translation>Bringe eine Kiste in Sicherheit oder behalte alle</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="68"/>
        <source>Keep your crates</source>
        <translation>Behalte deine Kisten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="35"/>
        <source>Manos arriba!: on your auction turn, instead of a bid card (not in the first round of bidding). The auction ends at once and goes to the result.</source>
        <translation>Manos arriba!: in deinem Zug der Versteigerung statt einer Versteigerungskarte (nicht in der ersten Versteigerungsrunde). Die Versteigerung endet sofort und wird ausgewertet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="38"/>
        <source>Estoy de vuelta!: on your auction turn, instead of a bid card. Take one card of your discard pile back into your hand; you stay in the auction.</source>
        <translation>Estoy de vuelta!: in deinem Zug der Versteigerung statt einer Versteigerungskarte. Nimm eine Karte deines Ablagestapels wieder auf die Hand; du bleibst in der Versteigerung.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="41"/>
        <source>Fuera!: after the crates are drawn, before the first bid. Your unsecured crates of one treasure cannot be taken from you this round; their bonus still counts.</source>
        <translation>Fuera!: nachdem die Kisten gezogen sind, vor dem ersten Gebot. Deine nicht in Sicherheit gebrachten Kisten einer Schatzart kann dir in dieser Runde niemand abnehmen; ihr Bonus zählt weiter.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="45"/>
        <source>En seguridad!: when crates are secured, instead of one crate. Secure unsecured crates of any treasures worth 6 at most together, even in a round you won nothing.</source>
        <translation>En seguridad!: beim In-Sicherheit-Bringen statt einer einzelnen Kiste. Bringe nicht in Sicherheit gebrachte Kisten beliebiger Schatzarten in Sicherheit, zusammen höchstens 6 wert, auch in einer Runde, in der du nichts gewonnen hast.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_bids.py" line="66"/>
        <source>%1 + %2 bonus</source>
        <comment>a bid&apos;s total: its cards and a crate&apos;s bonus</comment>
        <translation>%1 + %2 Bonus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="17"/>
        <source>The auction is over: see who won what</source>
        <translation>Die Versteigerung ist vorbei: Wer hat was gewonnen?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="46"/>
        <source>Round %1: the auction&apos;s result</source>
        <translation>Runde %1: das Ergebnis der Versteigerung</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="97"/>
        <source>%1 wins a crate</source>
        <translation>%1 gewinnt eine Kiste</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="99"/>
        <source>%1 wins %2 crates</source>
        <translation>%1 gewinnt %2 Kisten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="101"/>
        <source>%1 wins: no crate to take</source>
        <translation>%1 gewinnt: keine Kiste zu holen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="104"/>
        <source>Nobody bid</source>
        <translation>Niemand hat geboten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="107"/>
        <source>Tie: a crate goes to the centre</source>
        <translation>Gleichstand: eine Kiste in die Tischmitte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="109"/>
        <source>Tie: %1 crates go to the centre</source>
        <translation>Gleichstand: %1 Kisten in die Tischmitte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="111"/>
        <source>Tie: nobody wins</source>
        <translation>Gleichstand: niemand gewinnt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="112"/>
        <source>Protect gold</source>
        <translation>Gold schützen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="114"/>
        <source>Protect ammunition</source>
        <translation>Munition schützen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="115"/>
        <source>Protect dynamite</source>
        <translation>Dynamit schützen</translation>
    </message>
</context>
<context>
    <name>CaravanCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="131"/>
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n Aktion</numerusform>
            <numerusform>%n Aktionen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="135"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n Punkt</numerusform>
            <numerusform>%n Punkte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="139"/>
        <source>%n demand marker(s)</source>
        <translation>
            <numerusform>%n Nachfragemarker</numerusform>
            <numerusform>%n Nachfragemarker</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="142"/>
        <source>%n good(s) delivered</source>
        <translation>
            <numerusform>%n Ware geliefert</numerusform>
            <numerusform>%n Waren geliefert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="145"/>
        <source>−{penalty} for %n good(s) held</source>
        <translation>
            <numerusform>−{penalty} für %n nicht gelieferte Ware</numerusform>
            <numerusform>−{penalty} für %n nicht gelieferte Waren</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaravanTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="27"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="34"/>
        <source>meat</source>
        <translation>Fleisch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="35"/>
        <source>swords</source>
        <translation>Schwerter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="36"/>
        <source>salt</source>
        <translation>Salz</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="37"/>
        <source>hides</source>
        <translation>Häute</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="38"/>
        <source>ivory</source>
        <translation>Elfenbein</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="39"/>
        <source>cloth</source>
        <translation>Stoff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="40"/>
        <source>gems</source>
        <translation>Edelsteine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="41"/>
        <source>paper</source>
        <translation>Papier</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="48"/>
        <source>Marrakech</source>
        <translation>Marrakesch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="49"/>
        <source>Tunis</source>
        <translation>Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="50"/>
        <source>Sijilmasa</source>
        <translation>Sidschilmasa</translation>
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
        <translation>Ein sechstes Kamel für alle (zum Lernen oder für ein entspanntes Spiel)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="183"/>
        <source>Goods</source>
        <translation>Waren</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="191"/>
        <source>Shorter game with 2-3 players</source>
        <translation>Kürzeres Spiel mit 2–3 Spielern</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="192"/>
        <source>All 48 goods</source>
        <translation>Alle 48 Waren</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="193"/>
        <source>Shorter game (32 goods)</source>
        <translation>Kürzeres Spiel (32 Waren)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="204"/>
        <source>{name} ends the turn</source>
        <translation>{name} beendet den Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="216"/>
        <source>{name} is the start player</source>
        <translation>{name} ist Startspieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="221"/>
        <source>Drawn from the bag: {good} onto space {number}</source>
        <translation>Aus dem Beutel gezogen: {good} auf Feld {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="227"/>
        <source>{name}&apos;s turn: {actions}</source>
        <translation>{name} ist am Zug: {actions}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="282"/>
        <source>Only four goods are left on the board: a demand marker goes onto each; the bag is empty, so no new goods come</source>
        <translation>Nur noch vier Waren auf dem Plan: Auf jede kommt ein Nachfragemarker; der Beutel ist leer, also kommen keine neuen Waren</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="285"/>
        <source>Only four goods are left on the board: a demand marker goes onto each, and new goods are drawn</source>
        <translation>Nur noch vier Waren auf dem Plan: Auf jede kommt ein Nachfragemarker, und neue Waren werden gezogen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="291"/>
        <source>The bag is empty: the next delivery ends the game</source>
        <translation>Der Beutel ist leer: Die nächste Lieferung beendet das Spiel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="298"/>
        <source>Nothing was picked up, stolen or delivered for {rounds} rounds: the game ends here.</source>
        <translation>{rounds} Runden lang wurde nichts aufgenommen, gestohlen oder geliefert: Das Spiel endet hier.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="304"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="307"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Spielende: {name} gewinnt ({points})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="310"/>
        <source>Game over: {names} share the win with {points} each</source>
        <translation>Spielende: {names} teilen sich den Sieg (je {points})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="328"/>
        <source>end the turn</source>
        <translation>beende den Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="332"/>
        <source>place a camel {where} ({actions})</source>
        <translation>setze ein Kamel {where} ein ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="335"/>
        <source>move a camel {origin} {destination} ({actions})</source>
        <translation>versetze ein Kamel {origin} {destination} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="342"/>
        <source>pick up {good} {where} and take {markers}</source>
        <translation>nimm {good} {where} auf und erhalte {markers}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="344"/>
        <source>pick up {good} {where}</source>
        <translation>nimm {good} {where} auf</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="346"/>
        <source>steal {good} from {victim} {where}</source>
        <translation>stiehl {good} von {victim} {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="352"/>
        <source>deliver {good} {destination}</source>
        <translation>liefere {good} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="354"/>
        <source>pass {good} along the chain {origin} {destination}</source>
        <translation>reiche {good} über die Kette {origin} {destination} weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="366"/>
        <source>You do not have enough actions left for that</source>
        <translation>Dafür hast du nicht mehr genug Aktionen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="368"/>
        <source>A camel carrying a good cannot move, pick up or steal</source>
        <translation>Ein beladenes Kamel kann weder versetzt werden noch etwas aufnehmen oder stehlen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="370"/>
        <source>You must keep at least one camel without a good</source>
        <translation>Mindestens eines deiner Kamele muss ohne Ware bleiben</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="372"/>
        <source>You have no theft marker left, so you cannot steal</source>
        <translation>Du hast keinen Diebstahlmarker mehr und kannst nicht stehlen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="381"/>
        <source>There is no such space</source>
        <translation>Dieses Feld gibt es nicht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="382"/>
        <source>You have no such camel</source>
        <translation>Dieses Kamel hast du nicht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="383"/>
        <source>All your camels are on the board</source>
        <translation>Alle deine Kamele stehen schon auf dem Spielplan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="384"/>
        <source>That camel is not on the board yet</source>
        <translation>Dieses Kamel steht noch nicht auf dem Spielplan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="385"/>
        <source>The camel is already on that space</source>
        <translation>Das Kamel steht schon auf diesem Feld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="386"/>
        <source>That camel carries no good</source>
        <translation>Dieses Kamel trägt keine Ware</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="387"/>
        <source>You can only steal from another player</source>
        <translation>Du kannst nur bei einem anderen Spieler stehlen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="388"/>
        <source>You can only steal from a camel on your camel&apos;s space</source>
        <translation>Du kannst nur von einem Kamel auf dem Feld deines Kamels stehlen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="390"/>
        <source>That camel carries no good to steal</source>
        <translation>Dieses Kamel trägt keine Ware, die du stehlen könntest</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="391"/>
        <source>That good is no longer in the bag</source>
        <translation>Diese Ware ist nicht mehr im Beutel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="393"/>
        <source>First choose one of your camels, or your supply to place one; then the space</source>
        <translation>Wähle zuerst eines deiner Kamele oder deinen Vorrat, um eines einzusetzen; dann das Feld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="404"/>
        <source>It leaves {actions} unused.</source>
        <translation>So bleiben {actions} ungenutzt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="409"/>
        <source>It makes {points}.</source>
        <translation>Das bringt {points}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="412"/>
        <source>It uses your theft marker.</source>
        <translation>Dafür gibst du deinen Diebstahlmarker ab.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="414"/>
        <source>It takes {markers}.</source>
        <translation>Dafür erhältst du {markers}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="426"/>
        <source>There is {good} to pick up there.</source>
        <translation>Dort gibt es {good} zum Aufnehmen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="430"/>
        <source>It lengthens a chain of your camels.</source>
        <translation>Das verlängert eine Kette deiner Kamele.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="374"/>
        <source>A stolen good cannot be stolen again until it has been moved</source>
        <translation>Eine gestohlene Ware kann erst wieder gestohlen werden, wenn sie weitergereicht wurde</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="376"/>
        <source>Goods only move through a chain of your own camels, side by side (not diagonally)</source>
        <translation>Waren wandern nur über eine Kette deiner eigenen Kamele, die nebeneinander stehen (nicht diagonal)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="378"/>
        <source>A good can only move onto one of your empty camels</source>
        <translation>Eine Ware kann nur auf eines deiner leeren Kamele wandern</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="380"/>
        <source>There is no good on that space</source>
        <translation>Auf diesem Feld liegt keine Ware</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="73"/>
        <source>in Marrakech</source>
        <translation>in Marrakesch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="74"/>
        <source>from Marrakech</source>
        <translation>aus Marrakesch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="75"/>
        <source>to Marrakech</source>
        <translation>nach Marrakesch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="76"/>
        <source>in Tunis</source>
        <translation>in Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="77"/>
        <source>from Tunis</source>
        <translation>aus Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="78"/>
        <source>to Tunis</source>
        <translation>nach Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="79"/>
        <source>in Sijilmasa</source>
        <translation>in Sidschilmasa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="80"/>
        <source>from Sijilmasa</source>
        <translation>aus Sidschilmasa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="81"/>
        <source>to Sijilmasa</source>
        <translation>nach Sidschilmasa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="82"/>
        <source>in Cairo</source>
        <translation>in Kairo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="83"/>
        <source>from Cairo</source>
        <translation>aus Kairo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="84"/>
        <source>to Cairo</source>
        <translation>nach Kairo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="85"/>
        <source>in Timbuktu</source>
        <translation>in Timbuktu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="86"/>
        <source>from Timbuktu</source>
        <translation>aus Timbuktu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="87"/>
        <source>to Timbuktu</source>
        <translation>nach Timbuktu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="88"/>
        <source>in Gao</source>
        <translation>in Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="89"/>
        <source>from Gao</source>
        <translation>aus Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="90"/>
        <source>to Gao</source>
        <translation>nach Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="91"/>
        <source>in Djenné</source>
        <translation>in Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="92"/>
        <source>from Djenné</source>
        <translation>aus Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="93"/>
        <source>to Djenné</source>
        <translation>nach Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="94"/>
        <source>in Kano</source>
        <translation>in Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="95"/>
        <source>from Kano</source>
        <translation>aus Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="96"/>
        <source>to Kano</source>
        <translation>nach Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="105"/>
        <source>on space {number} ({coordinate})</source>
        <translation>auf Feld {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="106"/>
        <source>from space {number} ({coordinate})</source>
        <translation>von Feld {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="107"/>
        <source>to space {number} ({coordinate})</source>
        <translation>auf Feld {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="110"/>
        <source>on {coordinate}</source>
        <translation>auf {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="111"/>
        <source>from {coordinate}</source>
        <translation>von {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="112"/>
        <source>to {coordinate}</source>
        <translation>nach {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="232"/>
        <source>{name} places a camel {where} ({actions})</source>
        <translation>{name} setzt ein Kamel {where} ein ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="239"/>
        <source>{name} moves a camel {origin} {destination} ({actions})</source>
        <translation>{name} versetzt ein Kamel {origin} {destination} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="249"/>
        <source>{name} picks up {good} {where} and takes {markers}</source>
        <translation>{name} nimmt {good} {where} auf und erhält {markers}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="252"/>
        <source>{name} picks up {good} {where}</source>
        <translation>{name} nimmt {good} {where} auf</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="257"/>
        <source>{name} steals {good} from {victim} {where} and hands over the theft marker</source>
        <translation>{name} stiehlt {good} von {victim} {where} und übergibt den Diebstahlmarker</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="267"/>
        <source>{name} passes {good} along the chain {origin} {destination}</source>
        <translation>{name} reicht {good} über die Kette {origin} {destination} weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="274"/>
        <source>{name} delivers {good} {destination}: {points}</source>
        <translation>{name} liefert {good} {destination}: {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="19"/>
        <source>Camel {number} of {name}</source>
        <translation>Kamel {number} von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="22"/>
        <source>in the supply</source>
        <translation>im Vorrat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="24"/>
        <source>{where}, carrying {good} {destination}</source>
        <translation>{where}, trägt {good} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="36"/>
        <source>Cities: {cities}.</source>
        <translation>Städte: {cities}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="37"/>
        <source>{city} ({coordinate}) takes {good}</source>
        <translation>{city} ({coordinate}) nimmt {good}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="66"/>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="101"/>
        <source>Demand {where}</source>
        <translation>Nachfrage {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="69"/>
        <source>Go {where}</source>
        <translation>Gehe {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="73"/>
        <source>Demand markers of {name}</source>
        <translation>Nachfragemarker von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="76"/>
        <source>Theft markers of {name}</source>
        <translation>Diebstahlmarker von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="90"/>
        <source>{count} in the supply</source>
        <translation>{count} im Vorrat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="92"/>
        <source>Camels of {name}: {camels}.</source>
        <translation>Kamele von {name}: {camels}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="94"/>
        <source>{good} {where}, wanted {destination}</source>
        <translation>{good} {where}, gefragt {destination}</translation>
    </message>
</context>
<context>
    <name>CaravanTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="98"/>
        <source>Place your camel on the cloth (space 4): it is a rare good, worth 6.</source>
        <translation>Setze dein Kamel auf den Stoff (Feld 4): Stoff ist eine seltene Ware, 6 Punkte wert.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="101"/>
        <source>Pancho placed a camel and picked up salt, with the demand marker lying there: each demand marker is a point. You have three actions now. Pick up the cloth with your camel standing on it.</source>
        <translation>Pancho hat ein Kamel eingesetzt und Salz aufgenommen, mit dem Nachfragemarker, der dort lag: Jeder Nachfragemarker ist ein Punkt. Du hast jetzt drei Aktionen. Nimm den Stoff mit deinem Kamel auf, das darauf steht.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="106"/>
        <source>Cloth is wanted in Tunis, at the right edge of the board. Place a camel on the hides (space 5), then one on Tunis itself.</source>
        <translation>Stoff wird in Tunis gebraucht, am rechten Rand des Spielplans. Setze ein Kamel auf die Häute (Feld 5), dann eines auf Tunis selbst.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="110"/>
        <source>Place a camel on the hides (space 5), then one on Tunis.</source>
        <translation>Setze ein Kamel auf die Häute (Feld 5), dann eines auf Tunis.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="112"/>
        <source>Four actions this turn. Place a camel right of your camel with the cloth.</source>
        <translation>Vier Aktionen in diesem Zug. Setze ein Kamel rechts neben dein Kamel mit dem Stoff.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="116"/>
        <source>Pick up the hides with your camel on space 5.</source>
        <translation>Nimm die Häute mit deinem Kamel auf Feld 5 auf.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="86"/>
        <source>Welcome to Caravan! You are Rosita and play against Pancho. Goods lie on the eight numbered spaces, and each city wants one kind of good. Your camels carry goods there in chains: a delivered good scores 3 (a common good) or 6 (a rare one).</source>
        <translation>Willkommen bei Caravan! Du bist Rosita und spielst gegen Pancho. Auf den acht nummerierten Feldern liegen Waren, und jede Stadt will eine Art Ware. Deine Kamele bringen Waren in Ketten dorthin: Eine gelieferte Ware bringt 3 (eine gewöhnliche Ware) oder 6 (eine seltene).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="92"/>
        <source>A turn has four actions; the first turns have fewer, and you start with one. Placing a camel from your supply on an empty space costs one action. Place a camel on the cloth, on space 4: choose a camel of your supply, then the space.</source>
        <translation>Ein Zug hat vier Aktionen; die ersten Züge haben weniger, und du beginnst mit einer. Ein Kamel aus deinem Vorrat auf ein leeres Feld einzusetzen kostet eine Aktion. Setze ein Kamel auf den Stoff, auf Feld 4: Wähle ein Kamel deines Vorrats, dann das Feld.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="119"/>
        <source>Only four goods were left on the board, so the board was refilled: each of them got a demand marker, and four new goods were drawn from the bag onto the empty numbered spaces. Now place your last camel between your two camels on the right.</source>
        <translation>Nur noch vier Waren lagen auf dem Spielplan, also wurde nachgefüllt: Jede von ihnen bekam einen Nachfragemarker, und vier neue Waren wurden aus dem Beutel auf die leeren nummerierten Felder gezogen. Setze jetzt dein letztes Kamel zwischen deine beiden Kamele rechts.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="125"/>
        <source>Camels on neighbouring spaces form a chain, and one action passes a good along it to any camel of the chain. Pass the cloth to your camel next to it: choose the cloth, then that camel.</source>
        <translation>Kamele auf benachbarten Feldern bilden eine Kette, und eine Aktion reicht eine Ware entlang der Kette an ein beliebiges Kamel der Kette weiter. Reiche den Stoff an dein Kamel daneben weiter: Wähle den Stoff, dann dieses Kamel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="130"/>
        <source>Pancho&apos;s meat stands in the gap of your chain. Moving a camel costs one action onto an empty space, two onto a space with camels on it. Move your empty camel on the left onto Pancho&apos;s camel with the meat: two actions.</source>
        <translation>Panchos Fleisch steht in der Lücke deiner Kette. Ein Kamel zu versetzen kostet eine Aktion auf ein leeres Feld, zwei auf ein Feld mit Kamelen. Versetze dein leeres Kamel links auf Panchos Kamel mit dem Fleisch: zwei Aktionen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="136"/>
        <source>Theft: a camel of yours without a good may steal the good of another player&apos;s camel on its space, with your theft marker. Steal Pancho&apos;s meat.</source>
        <translation>Diebstahl: Eines deiner Kamele ohne Ware darf mit deinem Diebstahlmarker die Ware eines fremden Kamels auf seinem Feld stehlen. Stiehl Panchos Fleisch.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="141"/>
        <source>Your camels now reach from the cloth to Tunis without a gap. Pass the cloth along the chain to your camel on Tunis: it is delivered.</source>
        <translation>Deine Kamele reichen jetzt ohne Lücke vom Stoff bis Tunis. Reiche den Stoff entlang der Kette an dein Kamel auf Tunis weiter: Er wird geliefert.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="146"/>
        <source>Delivered: 6 points, and Pancho delivered too. From now on you both play as you like. Gao wants your meat, Djenné your hides: build a chain there, or send empty camels to new goods.</source>
        <translation>Geliefert: 6 Punkte, und Pancho hat auch geliefert. Ab jetzt spielt ihr beide, wie ihr wollt. Gao will dein Fleisch, Djenné deine Häute: Baue eine Kette dorthin oder schicke leere Kamele zu neuen Waren.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="151"/>
        <source>Time to load a good. Picking it up costs one action, and the demand markers lying with it are yours: 1 point each. One camel must always stay without a good. Pick up a good, or move an empty camel onto one; then play on.</source>
        <translation>Zeit, eine Ware zu laden. Aufnehmen kostet eine Aktion, und die Nachfragemarker, die bei der Ware liegen, gehören dir: je 1 Punkt. Ein Kamel muss immer ohne Ware bleiben. Nimm eine Ware auf oder versetze ein leeres Kamel auf eine; dann spiele weiter.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="157"/>
        <source>Pick up a good with a camel standing on it, or move a camel without a good onto a space where a good lies.</source>
        <translation>Nimm eine Ware mit einem Kamel auf, das auf ihr steht, oder versetze ein Kamel ohne Ware auf ein Feld, auf dem eine Ware liegt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="161"/>
        <source>The game ends with the first delivery after the bag has run out: with two players, after about twenty turns each. Goods still on your camels then cost points: two cost 1, three 3, four 6; from two on, your player board shows the cost under your points. Play on, or start a real game.</source>
        <translation>Das Spiel endet mit der ersten Lieferung, nachdem der Beutel leer ist: zu zweit nach etwa zwanzig Zügen für jeden. Waren, die dann noch auf deinen Kamelen liegen, kosten Punkte: zwei kosten 1, drei 3, vier 6; ab zwei zeigt dein Spielertableau die Kosten unter deinen Punkten. Spiele weiter oder starte eine echte Partie.</translation>
    </message>
</context>
<context>
    <name>CaravanView</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="153"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="154"/>
        <source>Turn {turn}: {name}</source>
        <translation>Zug {turn}: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="156"/>
        <source>New goods are drawn</source>
        <translation>Neue Waren werden gezogen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="159"/>
        <source>the next delivery ends the game</source>
        <translation>die nächste Lieferung beendet das Spiel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="392"/>
        <source>End turn</source>
        <translation>Zug beenden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="395"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="558"/>
        <source>{actions} left</source>
        <translation>{actions} übrig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="593"/>
        <source>Game over: {name} wins</source>
        <translation>Spielende: {name} gewinnt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="594"/>
        <source>Game over: shared win for {names}</source>
        <translation>Spielende: {names} gewinnen gemeinsam</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="599"/>
        <source>Your turn: choose a camel, or your supply to place one</source>
        <translation>Du bist am Zug: Wähle ein Kamel oder deinen Vorrat, um eines einzusetzen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="602"/>
        <source>Place the camel: choose a space (number = cost in actions)</source>
        <translation>Kamel einsetzen: Wähle ein Feld (Zahl = Kosten in Aktionen)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="605"/>
        <source>Choose a space for the camel (number = cost) or a good to take</source>
        <translation>Wähle ein Feld für das Kamel (Zahl = Kosten) oder eine Ware, die es nehmen soll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="607"/>
        <source>Choose the empty camel that takes the good</source>
        <translation>Wähle das leere Kamel, das die Ware übernimmt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="610"/>
        <source>Goods are drawn from the bag</source>
        <translation>Waren werden aus dem Beutel gezogen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="611"/>
        <source>{name} is playing</source>
        <translation>{name} ist am Zug</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/start_page.py" line="280"/>
        <source>%n older game(s) ▾</source>
        <translation>
            <numerusform>%n älteres Spiel ▾</numerusform>
            <numerusform>%n ältere Spiele ▾</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="477"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="494"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="497"/>
        <source>{name} wins!</source>
        <translation>{name} gewinnt!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="500"/>
        <source>Shared win: {names}</source>
        <translation>Gemeinsamer Sieg: {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="513"/>
        <source>{name} (computer)</source>
        <translation>{name} (Computer)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="529"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="530"/>
        <source>Play again, same seats</source>
        <translation>Noch einmal mit denselben Spielern</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="531"/>
        <source>Back to start</source>
        <translation>Zur Startseite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="532"/>
        <source>Replay</source>
        <translation>Wiederholung</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="535"/>
        <source>Look at the table</source>
        <translation>Den Tisch ansehen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="538"/>
        <source>Deal number {number}</source>
        <translation>Partienummer {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="539"/>
        <source>Play this deal again</source>
        <translation>Diese Partie noch einmal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="540"/>
        <source>The same seats and options and the same draws, from the start</source>
        <translation>Dieselben Plätze und Optionen, dieselben Karten und Würfe, von vorn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="542"/>
        <source>Show the results</source>
        <translation>Ergebnis zeigen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="533"/>
        <source>Step through the game move by move (Ctrl+R)</source>
        <translation>Das Spiel Zug für Zug durchgehen (Strg+R)</translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/game_over.py" line="485"/>
        <source>{name} has won {wins} of the last %n game(s) of {game}</source>
        <translation>
            <numerusform>{name} hat {wins} von %n Partie {game} gewonnen</numerusform>
            <numerusform>{name} hat {wins} der letzten %n Partien {game} gewonnen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/game_over.py" line="488"/>
        <source>{name} has won {wins} of the last %n game(s) against {level}</source>
        <translation>
            <numerusform>{name} hat {wins} von %n Partie gegen den Computer ({level}) gewonnen</numerusform>
            <numerusform>{name} hat {wins} der letzten %n Partien gegen den Computer ({level}) gewonnen</numerusform>
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
            <numerusform>%n Partie</numerusform>
            <numerusform>%n Partien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/statistics.py" line="162"/>
        <source>Score of the last %n game(s):</source>
        <translation>
            <numerusform>Punkte der letzten Partie:</numerusform>
            <numerusform>Punkte der letzten %n Partien:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/statistics.py" line="192"/>
        <source>{level}: won {wins} of %n game(s)</source>
        <translation>
            <numerusform>{level}: {wins} von %n Partie gewonnen</numerusform>
            <numerusform>{level}: {wins} von %n Partien gewonnen</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="127"/>
        <source>Human</source>
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="129"/>
        <source>Computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="400"/>
        <source>to play</source>
        <translation>am Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="417"/>
        <source>Pass the screen to {name}</source>
        <translation>Gib den Bildschirm an {name} weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="448"/>
        <source>Deal {number}</source>
        <translation>Partienummer {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="449"/>
        <source>Enter this number in a new game to play the same deal again</source>
        <translation>Gib diese Nummer bei einem neuen Spiel ein, um dieselbe Partie noch einmal zu spielen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="546"/>
        <source>Autosave failed: the game goes on unsaved</source>
        <translation>Automatisches Speichern fehlgeschlagen: Das Spiel läuft ungesichert weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="580"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="581"/>
        <source>What happened</source>
        <translation>Spielverlauf</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="582"/>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="603"/>
        <source>You have seen a card since: it cannot be taken back</source>
        <translation>Du hast seitdem eine Karte gesehen: Das lässt sich nicht zurücknehmen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="604"/>
        <source>Take back your last move ({key})</source>
        <translation>Deinen letzten Zug zurücknehmen ({key})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="583"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="584"/>
        <source>How to play (F1)</source>
        <translation>So wird gespielt (F1)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="585"/>
        <source>Leave</source>
        <translation>Verlassen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="586"/>
        <source>Back to the start page; the game is kept and can be continued</source>
        <translation>Zurück zur Startseite; das Spiel bleibt erhalten und kann fortgesetzt werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="19"/>
        <source>It is not your turn</source>
        <translation>Du bist nicht am Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="20"/>
        <source>Pass the screen on first</source>
        <translation>Gib zuerst den Bildschirm weiter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="21"/>
        <source>The game is over</source>
        <translation>Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="22"/>
        <source>The game is closed</source>
        <translation>Das Spiel ist geschlossen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="23"/>
        <source>The rules do not allow that move now</source>
        <translation>Diesen Zug erlauben die Regeln jetzt nicht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="24"/>
        <source>That move belongs to another part of the turn</source>
        <translation>Dieser Zug gehört in einen anderen Teil des Spiels</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="26"/>
        <location filename="../caramba_desktop/ui/refusals.py" line="27"/>
        <source>That is not a move of this game</source>
        <translation>Das ist kein Zug dieses Spiels</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="28"/>
        <source>Wait a moment: chance decides first</source>
        <translation>Einen Moment: zuerst entscheidet der Zufall</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="29"/>
        <source>Chance cannot bring that</source>
        <translation>Das kann der Zufall nicht bringen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="30"/>
        <source>This game has no such option</source>
        <translation>Diese Einstellung gibt es in diesem Spiel nicht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="31"/>
        <source>That option cannot take this value</source>
        <translation>Diese Einstellung kann diesen Wert nicht haben</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="32"/>
        <source>This game is not for that many players</source>
        <translation>Dieses Spiel ist nicht für so viele Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="41"/>
        <source>That move is not possible now</source>
        <translation>Dieser Zug ist jetzt nicht möglich</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="452"/>
        <source>Game {number}</source>
        <translation>Partie Nr. {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="453"/>
        <source>Enter this number in a new game to play again with the same luck</source>
        <translation>Gib diese Nummer bei einem neuen Spiel ein, um noch einmal mit demselben Zufall zu spielen</translation>
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
        <translation>Alle Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="369"/>
        <source>Loading the games played…</source>
        <translation>Die gespielten Partien werden geladen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="393"/>
        <source>This game cannot be read: its record is damaged.</source>
        <translation>Diese Partie kann nicht gelesen werden: ihre Aufzeichnung ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="407"/>
        <source>Save the game as</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="408"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Gespeicherte Spiele (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="416"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>„{file}“ konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="428"/>
        <source>Saved as “{file}”</source>
        <translation>Gespeichert als „{file}“</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="443"/>
        <location filename="../caramba_desktop/ui/games_played.py" line="453"/>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="454"/>
        <source>&amp;Game:</source>
        <translation>&amp;Spiel:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="455"/>
        <source>&amp;Player:</source>
        <translation>Spiele&amp;r:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="459"/>
        <source>All games</source>
        <translation>Alle Spiele</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="196"/>
        <source>Ended</source>
        <translation>Beendet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="196"/>
        <source>Game</source>
        <translation>Spiel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="197"/>
        <source>Players and scores</source>
        <translation>Spieler und Punkte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="198"/>
        <source>Moves</source>
        <translation>Züge</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="370"/>
        <source>No finished game yet: every game played to the end is listed here.</source>
        <translation>Noch keine beendete Partie: Jede zu Ende gespielte Partie steht hier.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="366"/>
        <source>The games played cannot be kept on this computer for now.</source>
        <translation>Die gespielten Partien können auf diesem Computer derzeit nicht aufbewahrt werden.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="465"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="466"/>
        <source>&amp;Replay</source>
        <translation>&amp;Wiederholung</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="176"/>
        <location filename="../caramba_desktop/ui/handoff.py" line="190"/>
        <source>Pass to {name}</source>
        <translation>Weiter an {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="179"/>
        <source>{name}, go on when you are ready — nobody else should look.</source>
        <translation>{name}, mach weiter, wenn du bereit bist – niemand sonst sollte hinsehen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="184"/>
        <source>I am {name} — show my cards</source>
        <translation>Ich bin {name} – zeig meine Karten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="188"/>
        <source>or press Enter</source>
        <translation>oder drücke die Eingabetaste</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="40"/>
        <source>not weighed enough</source>
        <translation>nicht genug abgewogen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="41"/>
        <source>about {chance} to win</source>
        <translation>etwa {chance} Gewinnchance</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="60"/>
        <source>the best chance it found</source>
        <translation>die beste gefundene Chance</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="63"/>
        <source>as good, as far as it can tell</source>
        <translation>genauso gut, soweit sich das sagen lässt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="67"/>
        <source>much worse</source>
        <translation>deutlich schlechter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="68"/>
        <source>worse</source>
        <translation>schlechter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="74"/>
        <source>Better or worse: as the strongest level judges it; in this game its chances are too rough to show as numbers.</source>
        <translation>Besser oder schlechter: so, wie die höchste Spielstärke es einschätzt; in diesem Spiel sind ihre Chancen zu grob für Zahlen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="77"/>
        <source>Chance to win: the strongest level&apos;s estimate, playing on against players as strong as itself.</source>
        <translation>Gewinnchance: die Schätzung der höchsten Spielstärke, wenn sie gegen ebenso starke Spieler weiterspielt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="106"/>
        <source>Suggested: {move} ({chance})</source>
        <translation>Vorschlag: {move} ({chance})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="111"/>
        <source>Why: {reason}</source>
        <translation>Warum: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="113"/>
        <source>or {move} ({chance})</source>
        <translation>oder {move} ({chance})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="175"/>
        <source>Thinking…</source>
        <translation>Denke nach…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="214"/>
        <source>Hint</source>
        <translation>Tipp</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="215"/>
        <source>What would the strongest computer level play? (H)</source>
        <translation>Was würde der Computer auf der höchsten Spielstärke spielen? (H)</translation>
    </message>
</context>
<context>
    <name>HistoryCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/games_played.py" line="110"/>
        <source>%n game(s) could not be read: the file of the games played holds values that do not fit.</source>
        <translation>
            <numerusform>%n Partie konnte nicht gelesen werden: Die Datei der gespielten Partien enthält Werte, die nicht passen.</numerusform>
            <numerusform>%n Partien konnten nicht gelesen werden: Die Datei der gespielten Partien enthält Werte, die nicht passen.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryKeeper</name>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="44"/>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="95"/>
        <source>Games played</source>
        <translation>Gespielte Partien</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="45"/>
        <source>The games played cannot be kept on this computer for now. You can play as usual.</source>
        <translation>Die gespielten Partien können auf diesem Computer derzeit nicht aufbewahrt werden. Du kannst wie gewohnt spielen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="96"/>
        <source>The file of the games played was damaged or made by a newer version. It was set aside as “{file}” and a new one was started; play goes on.</source>
        <translation>Die Datei der gespielten Partien war beschädigt oder stammt von einer neueren Version. Sie wurde als „{file}“ beiseitegelegt und eine neue begonnen; es wird weitergespielt.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="264"/>
        <source>Game log</source>
        <translation>Spielprotokoll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="265"/>
        <source>What has happened so far</source>
        <translation>Was bisher geschah</translation>
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
        <translation>Versteigerung und Bluff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="66"/>
        <source>Bands bid with their cards for crates of gold, ammunition and dynamite — and steal the ones not yet secured.</source>
        <translation>Banden bieten mit ihren Karten um Kisten voller Gold, Munition und Dynamit – und schnappen sich die, die noch nicht in Sicherheit sind.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="71"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="72"/>
        <source>Memory card game</source>
        <translation>Gedächtnis-Kartenspiel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="77"/>
        <source>Peek, spy and swap your face-down cards for the lowest total, then call “Cabo”.</source>
        <translation>Sieh dir deine verdeckten Karten an, spioniere und tausche für die kleinste Summe – dann sage Cabo an.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="82"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="83"/>
        <source>Camels carry goods to cities</source>
        <translation>Kamele bringen Waren in die Städte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="88"/>
        <source>Lead camel trains across the desert to the cities that want your goods.</source>
        <translation>Führe Kamelkarawanen durch die Wüste zu den Städten, die deine Waren wollen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="93"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="94"/>
        <source>Dice race to the silver mine</source>
        <translation>Würfelrennen zur Silbermine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="99"/>
        <source>Roll and race your sombreros to the silver mine; the last one still on the track wins.</source>
        <translation>Würfle deine Sombreros zur Silbermine; wer zuletzt noch auf der Strecke ist, gewinnt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="294"/>
        <source>by {designer} · {low}–{high} players</source>
        <translation>von {designer} · {low}–{high} Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="297"/>
        <source>New game…</source>
        <translation>Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="298"/>
        <source>Rules</source>
        <translation>Regeln</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="302"/>
        <source>Coming soon</source>
        <translation>Demnächst</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="342"/>
        <source>race {number}</source>
        <translation>Rennen {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="344"/>
        <source>turn {number}</source>
        <translation>Zug {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="542"/>
        <source>Reading the game…</source>
        <translation>Das Spiel wird geladen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="543"/>
        <source>Choose a game</source>
        <translation>Wähle ein Spiel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="546"/>
        <source>Open a saved game…</source>
        <translation>Gespeichertes Spiel öffnen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="549"/>
        <source>Settings…</source>
        <translation>Einstellungen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="550"/>
        <source>About</source>
        <translation>Über</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="273"/>
        <source>Continue</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="348"/>
        <source>round {number}</source>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="350"/>
        <source>last played {when}</source>
        <translation>zuletzt gespielt am {when}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="373"/>
        <source>The file is damaged: it is not readable game data.</source>
        <translation>Die Datei ist beschädigt: Sie enthält keine lesbaren Spieldaten.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="374"/>
        <source>The file is not a saved game of {app}.</source>
        <translation>Die Datei ist kein gespeichertes Spiel von {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="376"/>
        <source>The game was saved by a newer version of {app}.</source>
        <translation>Das Spiel wurde mit einer neueren Version von {app} gespeichert.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="378"/>
        <source>The file holds a game this version does not know.</source>
        <translation>Die Datei enthält ein Spiel, das diese Version nicht kennt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="379"/>
        <source>The file is damaged: its options or moves are not valid.</source>
        <translation>Die Datei ist beschädigt: Ihre Optionen oder Züge sind ungültig.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="381"/>
        <source>The file is damaged: it does not say who plays which seat.</source>
        <translation>Die Datei ist beschädigt: Sie sagt nicht, wer auf welchem Platz spielt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="383"/>
        <source>The file is too large to be a saved game.</source>
        <translation>Die Datei ist zu groß für ein gespeichertes Spiel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="384"/>
        <location filename="../caramba_desktop/ui/reading.py" line="402"/>
        <source>The file cannot be read.</source>
        <translation>Die Datei kann nicht gelesen werden.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="385"/>
        <source>This game cannot be played in this version yet.</source>
        <translation>Dieses Spiel kann in dieser Version noch nicht gespielt werden.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="388"/>
        <source>The file is damaged: a player&apos;s name is longer than {count} characters.</source>
        <translation>Die Datei ist beschädigt: Ein Spielername ist länger als {count} Zeichen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="390"/>
        <source>The file is damaged: a player&apos;s name holds control characters.</source>
        <translation>Die Datei ist beschädigt: Ein Spielername enthält Steuerzeichen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="392"/>
        <source>The file is damaged: its deal number is out of range.</source>
        <translation>Die Datei ist beschädigt: Ihre Partienummer liegt außerhalb des erlaubten Bereichs.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="397"/>
        <source>The file is damaged: move {number} breaks the rules.</source>
        <translation>Die Datei ist beschädigt: Zug {number} verstößt gegen die Regeln.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="403"/>
        <source>The file is damaged.</source>
        <translation>Die Datei ist beschädigt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/selftest.py" line="237"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="310"/>
        <source>&amp;Game</source>
        <translation>&amp;Spiel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="311"/>
        <source>&amp;New game…</source>
        <translation>&amp;Neues Spiel…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="312"/>
        <source>&amp;Continue the last game</source>
        <translation>Letztes Spiel &amp;fortsetzen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="313"/>
        <source>&amp;Open…</source>
        <translation>&amp;Öffnen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="314"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Speichern unter…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="320"/>
        <source>&amp;Undo</source>
        <translation>&amp;Rückgängig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="321"/>
        <source>&amp;Leave the game</source>
        <translation>Spiel &amp;verlassen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="322"/>
        <source>Se&amp;ttings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="323"/>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="324"/>
        <source>&amp;Language</source>
        <translation>S&amp;prache</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="325"/>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="326"/>
        <source>&amp;Rules</source>
        <translation>&amp;Regeln</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="330"/>
        <source>&amp;About {app}</source>
        <translation>Ü&amp;ber {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="353"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="496"/>
        <source>Autosave is not possible</source>
        <translation>Automatisches Speichern ist nicht möglich</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="354"/>
        <source>Nothing can be written in the folder “{folder}”: {reason}. The games are not saved as they are played, and the games played are not kept; you can play as usual.</source>
        <translation>Im Ordner „{folder}“ kann nichts gespeichert werden: {reason}. Die Spiele werden beim Spielen nicht gesichert und die gespielten Partien nicht aufbewahrt; du kannst wie gewohnt spielen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="497"/>
        <source>The game cannot be saved as it is played; it starts anyway.</source>
        <translation>Das Spiel kann während des Spielens nicht gespeichert werden; es beginnt trotzdem.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="75"/>
        <location filename="../caramba_desktop/ui/opening.py" line="87"/>
        <source>The game cannot be continued</source>
        <translation>Das Spiel kann nicht fortgesetzt werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="129"/>
        <source>The game cannot be saved</source>
        <translation>Das Spiel kann nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="130"/>
        <source>“{file}” can be read but not written: {reason}</source>
        <translation>„{file}“ kann gelesen, aber nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="132"/>
        <source>You can play on without saving: the moves made from now on are not kept, and the game waits on its card as it was.</source>
        <translation>Du kannst ohne Speichern weiterspielen: Die Züge ab jetzt werden nicht aufbewahrt, und das Spiel wartet auf seiner Karte so, wie es war.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="134"/>
        <source>Play without saving</source>
        <translation>Ohne Speichern spielen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="154"/>
        <source>Open a saved game</source>
        <translation>Gespeichertes Spiel öffnen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="574"/>
        <location filename="../caramba_desktop/ui/opening.py" line="194"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Gespeicherte Spiele (*{suffix});;Alle Dateien (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="162"/>
        <source>The game cannot be opened</source>
        <translation>Das Spiel kann nicht geöffnet werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="199"/>
        <source>“{file}” cannot be opened. {problem} Nothing was changed.</source>
        <translation>„{file}“ kann nicht geöffnet werden. {problem} Es wurde nichts verändert.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="572"/>
        <source>Save the game as</source>
        <translation>Spiel speichern unter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="554"/>
        <source>The game could not be saved</source>
        <translation>Das Spiel konnte nicht gespeichert werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="555"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>„{file}“ konnte nicht geschrieben werden: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="579"/>
        <source>A saved game holds every card, the hidden ones too, so that it can be continued and replayed.</source>
        <translation>Ein gespeichertes Spiel enthält jede Karte, auch die verdeckten, damit es fortgesetzt und als Wiederholung angesehen werden kann.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="724"/>
        <source>Four tabletop games at one screen: pass the screen around the table, or play against the computer.</source>
        <translation>Vier Brett- und Kartenspiele an einem Bildschirm: Reicht den Bildschirm am Tisch herum oder spielt gegen den Computer.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="727"/>
        <source>The games and their designers:</source>
        <translation>Die Spiele und ihre Autoren:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="732"/>
        <source>This is an unofficial adaptation made by fans; the games belong to their designers and publishers. The art and the rules texts are our own.</source>
        <translation>Dies ist eine inoffizielle Umsetzung von Fans; die Spiele gehören ihren Autoren und Verlagen. Grafik und Regeltexte sind unsere eigenen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="735"/>
        <source>The rulebooks do not list every card: Caramba!&apos;s band decks and the values of its crates are reconstructions (see the rules).</source>
        <translation>Die Spielregeln nennen nicht jede Karte: Die Kartensätze der Banden und die Werte der Kisten von Caramba! sind rekonstruiert (siehe die Regeln).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="745"/>
        <source>About {app}</source>
        <translation>Über {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="277"/>
        <source>Your game is waiting</source>
        <translation>Dein Spiel wartet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="281"/>
        <source>Other unfinished games of this game: choose one to continue it</source>
        <translation>Weitere unterbrochene Spiele: Wähle eines, um es fortzusetzen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="49"/>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="399"/>
        <source>Keep the unfinished game?</source>
        <translation>Das nicht beendete Spiel behalten?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="400"/>
        <source>Your game of {game} is not finished: {summary}.</source>
        <translation>Dein Spiel {game} ist noch nicht zu Ende: {summary}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="402"/>
        <source>Keep it to continue it later from its card on the start page, or discard it for good.</source>
        <translation>Behalte es, um es später auf seiner Karte auf der Startseite fortzusetzen, oder verwirf es endgültig.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="404"/>
        <source>Keep it</source>
        <translation>Behalten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="407"/>
        <source>Discard it</source>
        <translation>Verwerfen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="76"/>
        <source>There is no unfinished game.</source>
        <translation>Es gibt kein unterbrochenes Spiel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="561"/>
        <source>Saved as “{file}”</source>
        <translation>Gespeichert als „{file}“</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="346"/>
        <source>round {number}</source>
        <comment>a round of CABO</comment>
        <translation>Runde {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="315"/>
        <source>&amp;Replay…</source>
        <translation>&amp;Wiederholung…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="316"/>
        <source>Watch a finished or saved game again, move by move</source>
        <translation>Ein beendetes oder gespeichertes Spiel Zug für Zug noch einmal ansehen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="177"/>
        <source>Replay a saved game</source>
        <translation>Wiederholung eines gespeicherten Spiels</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="185"/>
        <location filename="../caramba_desktop/ui/opening.py" line="215"/>
        <source>The game cannot be replayed</source>
        <translation>Das Spiel kann nicht als Wiederholung gezeigt werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="547"/>
        <source>Games played…</source>
        <translation>Gespielte Partien…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="548"/>
        <source>Statistics…</source>
        <translation>Statistik…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="318"/>
        <source>Games &amp;played…</source>
        <translation>Gespielte &amp;Partien…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="319"/>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistik…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="299"/>
        <source>Learn to play</source>
        <translation>Spielen lernen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="300"/>
        <source>A guided first game at the table, step by step</source>
        <translation>Eine geführte erste Partie am Tisch, Schritt für Schritt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="327"/>
        <source>&amp;Learn to play</source>
        <translation>Spielen &amp;lernen</translation>
    </message>
</context>
<context>
    <name>MinaCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="61"/>
        <source>%n silver</source>
        <comment>money, counted in silver</comment>
        <translation>
            <numerusform>%n Silberstück</numerusform>
            <numerusform>%n Silberstücke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="64"/>
        <source>%n gold</source>
        <comment>gold chips, each worth 10 silver</comment>
        <translation>
            <numerusform>%n Goldstück</numerusform>
            <numerusform>%n Goldstücke</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="67"/>
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n Würfel</numerusform>
            <numerusform>%n Würfel</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="70"/>
        <source>%n space(s)</source>
        <comment>a distance on the track</comment>
        <translation>
            <numerusform>%n Feld</numerusform>
            <numerusform>%n Felder</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MinaDeal</name>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="59"/>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="97"/>
        <source>Offer a deal</source>
        <translation>Geschäft anbieten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="60"/>
        <source>To:</source>
        <translation>An:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="61"/>
        <source>From:</source>
        <translation>Von:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="62"/>
        <source>Silver:</source>
        <translation>Silberstücke:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="63"/>
        <source>{name} rolls one more die on this roll, which cannot be bought off. You have {silver}.</source>
        <translation>{name} wirft bei diesem Wurf einen Würfel mehr, der nicht freigekauft werden kann. Du hast {silver}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="66"/>
        <source>Offer</source>
        <translation>Anbieten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="79"/>
        <source>{name} is about to roll {dice}. You may offer a deal</source>
        <translation>{name} würfelt gleich: {dice}. Du kannst ein Geschäft anbieten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="84"/>
        <source>{name} offers you {silver} to roll one more die</source>
        <translation>{name} bietet dir {silver} für einen Würfel mehr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="91"/>
        <source>{name} is considering {other}&apos;s offer of {silver}</source>
        <translation>{name} überlegt, ob er das Angebot von {other} über {silver} annimmt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="101"/>
        <source>Accept {silver}</source>
        <translation>{silver} annehmen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="106"/>
        <source>Refuse</source>
        <translation>Ablehnen</translation>
    </message>
</context>
<context>
    <name>MinaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="25"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
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
        <translation>Stein</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="46"/>
        <source>gravel</source>
        <translation>Kies</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="47"/>
        <source>clay</source>
        <translation>Lehm</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="52"/>
        <source>space {space} ({terrain})</source>
        <translation>Feld {space} ({terrain})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="120"/>
        <source>{name} won the roll-off</source>
        <translation>{name} gewinnt das Auswürfeln</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="123"/>
        <source>{name} places a sombrero on {space}</source>
        <translation>{name} setzt einen Sombrero auf {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="126"/>
        <source>{name} lays an ambush on {space}</source>
        <translation>{name} legt einen Hinterhalt auf {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="129"/>
        <source>{name} picks up the ambush chip from space {space}</source>
        <translation>{name} nimmt den Hinterhalt-Chip von Feld {space} auf</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="137"/>
        <source>{name} buys off {dice}</source>
        <translation>{name} kauft {dice} frei</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="154"/>
        <source>Race {race} begins: the sombreros are placed, {name} first</source>
        <translation>Rennen {race} beginnt: Die Sombreros werden gesetzt, {name} zuerst</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="162"/>
        <source>{name} overtook everybody, takes the hat band back and moves again</source>
        <translation>{name} hat alle überholt, bekommt das Hutband zurück und zieht noch einmal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="171"/>
        <source>{name} rolls again after the ambush: {faces} = {total}</source>
        <translation>{name} würfelt nach dem Hinterhalt erneut: {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="174"/>
        <source>{name} rolls again from the occupied space: {faces} = {total}</source>
        <translation>{name} würfelt vom besetzten Feld erneut: {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="177"/>
        <source>{name} rolls {total}</source>
        <translation>{name} würfelt {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="179"/>
        <source>{name} rolls {faces} = {total}</source>
        <translation>{name} würfelt {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="184"/>
        <source>{name} moves from space {start} to {space}</source>
        <translation>{name} zieht von Feld {start} auf {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="190"/>
        <source>{name} lands on {other}&apos;s sombrero</source>
        <translation>{name} landet auf dem Sombrero von {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="195"/>
        <source>Ambush! {name} must roll {dice} again</source>
        <translation>Hinterhalt! {name} muss noch einmal {dice} werfen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="201"/>
        <source>{name} reaches the Mina de Plata in place {place}</source>
        <translation>{name} kommt als {place}. in der Mina de Plata an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="229"/>
        <source>{name} offers {other} {silver} to roll one more die</source>
        <translation>{name} bietet {other} {silver} für einen Würfel mehr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="237"/>
        <source>{name} accepts {other}&apos;s {silver} and rolls one more die</source>
        <translation>{name} nimmt die {silver} von {other} an und wirft einen Würfel mehr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="240"/>
        <source>{name} refuses {other}&apos;s {silver}</source>
        <translation>{name} lehnt die {silver} von {other} ab</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="285"/>
        <source>The dice move the sombrero whose turn it is: roll</source>
        <translation>Die Würfel bewegen den Sombrero, der an der Reihe ist: Würfle</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="298"/>
        <source>That is not a number of dice to buy off</source>
        <translation>So viele Würfel kannst du nicht freikaufen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="299"/>
        <source>There is no ambush chip on that space</source>
        <translation>Auf diesem Feld liegt kein Hinterhalt-Chip</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="300"/>
        <source>There is no such space on the track</source>
        <translation>Dieses Feld gibt es auf der Strecke nicht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="301"/>
        <source>You do not have that much silver to offer</source>
        <translation>So viele Silberstücke hast du nicht zum Anbieten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="302"/>
        <source>Offer at least 1 silver</source>
        <translation>Biete mindestens 1 Silberstück an</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="303"/>
        <source>A deal can only be offered before the mover rolls</source>
        <translation>Ein Geschäft kann nur angeboten werden, bevor der Ziehende würfelt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="304"/>
        <source>This roll already has all the dice of the game</source>
        <translation>Dieser Wurf hat schon alle Würfel des Spiels</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="305"/>
        <source>The other players are still making their offers</source>
        <translation>Die anderen Spieler machen noch ihre Angebote</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="306"/>
        <source>Accept or refuse the offer first</source>
        <translation>Nimm das Angebot zuerst an oder lehne es ab</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="307"/>
        <source>There is no offer to answer</source>
        <translation>Es gibt kein Angebot zu beantworten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="324"/>
        <source>place a sombrero on {space}</source>
        <translation>setze einen Sombrero auf {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="327"/>
        <source>lay an ambush on {space}</source>
        <translation>lege einen Hinterhalt auf {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="329"/>
        <source>pick up the ambush chip from space {space}</source>
        <translation>nimm den Hinterhalt-Chip von Feld {space} auf</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="332"/>
        <source>accept the offer and roll one more die</source>
        <translation>das Angebot annehmen und einen Würfel mehr werfen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="334"/>
        <source>refuse the offer</source>
        <translation>das Angebot ablehnen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="336"/>
        <source>offer no deal</source>
        <translation>kein Geschäft anbieten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="338"/>
        <source>offer {silver} for one more die</source>
        <translation>{silver} für einen Würfel mehr anbieten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="352"/>
        <source>It buys off {dice} for {price}.</source>
        <translation>Du kaufst {dice} für {price} frei.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="354"/>
        <source>It keeps your money; every die rolls.</source>
        <translation>Du behältst dein Geld; alle Würfel rollen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="356"/>
        <source>Your sombrero would stand {spaces} from the mine.</source>
        <translation>Dein Sombrero stünde {spaces} vor der Mine.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="359"/>
        <source>It offers {silver} of your {purse}.</source>
        <translation>Du bietest {silver} von deinen {purse}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="212"/>
        <source>{name} greets {other} with {silver}</source>
        <translation>{name} begrüßt {other} mit {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="216"/>
        <source>{name} pays {silver} into the pot</source>
        <translation>{name} zahlt {silver} in die Schale</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="219"/>
        <source>{name} pays {silver} into the pot for arriving</source>
        <translation>{name} zahlt {silver} für die Ankunft in die Schale</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="223"/>
        <source>(of {silver} owed)</source>
        <translation>(fällig wären {silver})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="246"/>
        <source>{name} is out of silver and pays nothing more this race</source>
        <translation>{name} ist pleite und zahlt in diesem Rennen nichts mehr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="252"/>
        <source>Race {race} is over: {name} is the last on the track and wins the pot of {silver}</source>
        <translation>Rennen {race} ist vorbei: {name} ist zuletzt noch auf der Strecke und gewinnt die Schale mit {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="262"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="265"/>
        <source>Game over: {name} is the richest with {silver}</source>
        <translation>Spielende: {name} ist mit {silver} am reichsten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="268"/>
        <source>Game over: {names} share the win with {silver} each</source>
        <translation>Spielende: {names} gewinnen gemeinsam mit je {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="283"/>
        <source>That space is not free</source>
        <translation>Dieses Feld ist nicht frei</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="288"/>
        <source>To lay an ambush, choose “{button}” first, then a free space</source>
        <translation>Um einen Hinterhalt zu legen, wähle zuerst „{button}“, dann ein freies Feld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="291"/>
        <source>Put the ambush chip down on a free space first</source>
        <translation>Lege zuerst den Hinterhalt-Chip auf ein freies Feld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="292"/>
        <source>You have no ambush chip left</source>
        <translation>Du hast keinen Hinterhalt-Chip mehr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="293"/>
        <source>Only one ambush chip may be picked up before a move</source>
        <translation>Vor einem Zug darf nur ein Hinterhalt-Chip aufgenommen werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="294"/>
        <source>Only one ambush may be laid before a move</source>
        <translation>Vor einem Zug darf nur ein Hinterhalt gelegt werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="295"/>
        <source>Not every sombrero has passed that ambush chip yet</source>
        <translation>Noch sind nicht alle Sombreros über diesen Hinterhalt-Chip hinweggezogen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="296"/>
        <source>At least one die must always be rolled</source>
        <translation>Mindestens ein Würfel muss immer geworfen werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="297"/>
        <source>You cannot pay for buying off so many dice</source>
        <translation>Für so viele Würfel reichen deine Silberstücke nicht zum Freikaufen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="320"/>
        <source>buy off {dice}, then roll</source>
        <translation>kaufe {dice} frei, dann würfle</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="322"/>
        <source>roll every die, buying none off</source>
        <translation>würfle mit allen Würfeln, ohne einen freizukaufen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="94"/>
        <source>{gold}, {silver}</source>
        <translation>{gold}, {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="22"/>
        <source>free</source>
        <translation>frei</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="26"/>
        <source>Ambush of {name}</source>
        <translation>Hinterhalt von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="32"/>
        <source>in the mine</source>
        <translation>in der Mine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="34"/>
        <source>not on the track yet</source>
        <translation>noch nicht auf der Strecke</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="44"/>
        <source>Sombrero of {name}</source>
        <translation>Sombrero von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="50"/>
        <source>in the supply</source>
        <translation>im Vorrat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="53"/>
        <source>Die showing {face}</source>
        <translation>Würfel zeigt {face}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="57"/>
        <source>Die to roll</source>
        <translation>Würfel zum Würfeln</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="58"/>
        <source>bought off</source>
        <translation>freigekauft</translation>
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
        <translation>die Schale, {amount}</translation>
    </message>
</context>
<context>
    <name>MinaTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="80"/>
        <source>Buy off at least one die this time: choose a die, then roll.</source>
        <translation>Kaufe diesmal mindestens einen Würfel frei: Wähle einen Würfel, dann würfle.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="91"/>
        <source>First the sombreros are placed, one per space, in turns. Place your first sombrero on space 1, at the very back.</source>
        <translation>Zuerst werden die Sombreros reihum gesetzt, einer pro Feld. Setze deinen ersten Sombrero auf Feld 1, ganz nach hinten.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="95"/>
        <source>Place it on space 1: the further back, the longer it stays on the track.</source>
        <translation>Setze ihn auf Feld 1: Je weiter hinten, desto länger bleibt er auf der Strecke.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="98"/>
        <source>Pancho took space 2. Place your second sombrero on space 3.</source>
        <translation>Pancho hat Feld 2 genommen. Setze deinen zweiten Sombrero auf Feld 3.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="101"/>
        <source>The sombrero nearest the mine moves first with one die, the next one with two dice, and so on: the rank decides the dice. The hat band shows whose turn it is. Your sombrero on space 3 is second: roll its two dice.</source>
        <translation>Der Sombrero, der der Mine am nächsten ist, zieht zuerst mit einem Würfel, der nächste mit zwei Würfeln und so weiter: Der Rang bestimmt die Würfel. Das Hutband zeigt, wer dran ist. Dein Sombrero auf Feld 3 ist Zweiter: Würfle mit seinen zwei Würfeln.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="107"/>
        <source>Before you roll you may lay an ambush on a free space: a sombrero that stops there rolls again, three dice on stone, two on gravel, one on clay, and runs on. You have two chips and may lay one before each move. Lay one on space 18: choose “Lay an ambush”, then the space.</source>
        <translation>Bevor du würfelst, darfst du einen Hinterhalt auf ein freies Feld legen: Ein Sombrero, der dort stehen bleibt, würfelt noch einmal, mit drei Würfeln auf Stein, zwei auf Kies, einem auf Lehm, und läuft weiter. Du hast zwei Chips und darfst vor jedem Zug einen legen. Lege einen auf Feld 18: Wähle „Hinterhalt legen“, dann das Feld.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="115"/>
        <source>Now roll: your last sombrero is fourth, so it rolls four dice.</source>
        <translation>Jetzt würfle: Dein hinterster Sombrero ist Vierter, also würfelt er mit vier Würfeln.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="118"/>
        <source>It stopped on Pancho&apos;s sombrero, an occupied space: the sombrero below greets you with 1 silver, and you roll one die again. Then yours had passed every other one: it takes the hat band and moves again at once with one die. Roll.</source>
        <translation>Er blieb auf Panchos Sombrero stehen, einem besetzten Feld: Der Sombrero darunter begrüßt dich mit 1 Silberstück, und du würfelst noch einmal mit einem Würfel. Danach hatte deiner alle anderen überholt: Er nimmt das Hutband und zieht sofort noch einmal mit einem Würfel. Würfle.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="124"/>
        <source>Pancho offers you 2 silver to roll one more die: a private deal. An extra die pushes your sombrero towards the mine, where it pays and leaves the race; the silver would be yours at once. Before any roll the others may offer you such a deal, and you may offer one too: choose “Offer a deal” while another player is about to roll. Accept or refuse.</source>
        <translation>Pancho bietet dir 2 Silberstücke, wenn du mit einem Würfel mehr würfelst: ein privates Geschäft. Ein Würfel mehr treibt deinen Sombrero zur Mine, wo er zahlt und das Rennen verlässt; die Silberstücke gehören dir sofort. Vor jedem Wurf dürfen dir die anderen so ein Geschäft anbieten, und du ihnen auch: Wähle „Geschäft anbieten“, während ein anderer gleich würfelt. Nimm an oder lehne ab.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="138"/>
        <source>Near the mine every space counts. Before rolling you may buy off dice into the pot: the first die costs 1 silver, the second 2 more, and so on; one die is always rolled. Choose a die to buy it off, then roll.</source>
        <translation>Nahe der Mine zählt jedes Feld. Vor dem Würfeln darfst du Würfel freikaufen, in die Schale: Der erste Würfel kostet 1 Silberstück, der zweite 2 mehr und so weiter; ein Würfel wird immer geworfen. Wähle einen Würfel, um ihn freizukaufen, dann würfle.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="85"/>
        <source>Welcome to the Mina de Plata! You are Rosita and play against Pancho; each of you runs two sombreros along the track to the mine. Arriving costs silver, and the last sombrero left on the track wins the pot: in this race, slow is good.</source>
        <translation>Willkommen bei der Mina de Plata! Du bist Rosita und spielst gegen Pancho; jeder von euch lässt zwei Sombreros über die Strecke zur Mine laufen. Ankommen kostet Silberstücke, und der letzte Sombrero auf der Strecke gewinnt die Schale: In diesem Rennen ist langsam gut.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="114"/>
        <source>Lay an ambush on space 18 first.</source>
        <translation>Lege zuerst einen Hinterhalt auf Feld 18.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="132"/>
        <source>Now the race is yours: roll on each of your turns, and pick up an ambush chip that every sombrero has passed to lay it again further on. Ambushes catch everybody, their own layer too. The next step comes when a sombrero of yours reaches the clay, near the mine.</source>
        <translation>Jetzt gehört das Rennen dir: Würfle, wann immer du dran bist, und nimm einen Hinterhalt-Chip, an dem alle Sombreros vorbei sind, um ihn weiter vorne neu zu legen. Ein Hinterhalt erwischt jeden, auch den, der ihn gelegt hat. Der nächste Schritt kommt, wenn ein Sombrero von dir den Lehm erreicht, nahe der Mine.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="144"/>
        <source>A sombrero has arrived in the mine. Arriving costs silver into the pot, more for each later one: in the first race the first pays 1, the second 2, the third 3. Keep yours on the track as long as you can: the last player left there wins the pot.</source>
        <translation>Ein Sombrero ist in der Mine angekommen. Ankommen kostet Silberstücke in die Schale, für jeden späteren mehr: Im ersten Rennen zahlt der Erste 1, der Zweite 2, der Dritte 3. Halte deine so lange wie möglich auf der Strecke: Wer als Letzter dort bleibt, gewinnt die Schale.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="151"/>
        <source>The race is over: only one player&apos;s sombreros were left on the track, and that player took the pot, all the silver paid in this race. The result shows the order of the finish.</source>
        <translation>Das Rennen ist vorbei: Nur noch Sombreros eines Spielers waren auf der Strecke, und er hat die Schale bekommen, alle Silberstücke, die in diesem Rennen gezahlt wurden. Das Ergebnis zeigt die Reihenfolge im Ziel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="156"/>
        <source>A new race begins with the pot empty. The sombreros are placed again, in the order of the last result: the winner&apos;s sombrero first. Place a sombrero.</source>
        <translation>Ein neues Rennen beginnt mit leerer Schale. Die Sombreros werden neu gesetzt, in der Reihenfolge des letzten Ergebnisses: der Sombrero des Siegers zuerst. Setze einen Sombrero.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="161"/>
        <source>Place a sombrero on a free space.</source>
        <translation>Setze einen Sombrero auf ein freies Feld.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="162"/>
        <source>From race to race every cost grows: twice as much in the second race, three times in the third. The Caramba card shows this race&apos;s costs: the greeting, buying off, arriving. Buy off a die at the new price, then roll.</source>
        <translation>Von Rennen zu Rennen wird alles teurer: doppelt so viel im zweiten Rennen, dreimal so viel im dritten. Die Caramba-Karte zeigt, was dieses Rennen kostet: das Begrüßen, den Freikauf, das Ankommen. Kaufe einen Würfel zum neuen Preis frei, dann würfle.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="168"/>
        <source>That is the whole game: race follows race, each dearer than the last. A player who runs out of silver and does not win the race is out; when a player cannot start a race, the richest wins. Play on, or start a real game.</source>
        <translation>Das ist das ganze Spiel: Rennen folgt auf Rennen, jedes teurer als das vorige. Wer pleite ist und das Rennen nicht gewinnt, ist ausgeschieden; kann ein Spieler ein Rennen nicht mehr beginnen, gewinnt der Reichste. Spiele weiter oder starte eine echte Partie.</translation>
    </message>
</context>
<context>
    <name>MinaView</name>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="171"/>
        <source>Game over</source>
        <translation>Spielende</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="173"/>
        <source>Race {race}: placing</source>
        <translation>Rennen {race}: Sombreros setzen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="175"/>
        <source>Race {race}</source>
        <translation>Rennen {race}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="187"/>
        <source>Out of silver: eliminated</source>
        <translation>Pleite: ausgeschieden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="368"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="387"/>
        <source>Pay and roll</source>
        <translation>Zahlen und würfeln</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="389"/>
        <source>Roll {dice}</source>
        <translation>{dice} werfen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="290"/>
        <location filename="../caramba_desktop/games/mina/view.py" line="397"/>
        <source>Lay an ambush</source>
        <translation>Hinterhalt legen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="404"/>
        <source>Keep every die</source>
        <translation>Alle Würfel behalten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="559"/>
        <source>Pot: {silver}</source>
        <translation>Schale: {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="573"/>
        <source>Caramba! · race {race} · costs ×{race}</source>
        <translation>Caramba! · Rennen {race} · Kosten ×{race}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="574"/>
        <source>Buying off dice</source>
        <translation>Freikauf</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="574"/>
        <source>dice</source>
        <translation>Würfel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="576"/>
        <source>Arriving in the mine</source>
        <translation>Ankunft in der Mine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="576"/>
        <source>place</source>
        <translation>Platz</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="578"/>
        <source>Occupied space</source>
        <translation>Besetztes Feld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="603"/>
        <source>{name} moves with {dice}</source>
        <translation>{name} würfelt: {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="635"/>
        <source>Choose a die to buy it off</source>
        <translation>Wähle einen Würfel, um ihn freizukaufen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="636"/>
        <source>Buy off {dice}: {silver}</source>
        <translation>{dice} freikaufen: {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="640"/>
        <source>No dice can be bought off</source>
        <translation>Kein Würfel kann freigekauft werden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="660"/>
        <source>Ambush! {name} rolls again</source>
        <translation>Hinterhalt! {name} würfelt erneut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="663"/>
        <source>Occupied! {name} rolls again</source>
        <translation>Besetzt! {name} würfelt erneut</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="665"/>
        <source>{name} rolls</source>
        <translation>{name} würfelt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="678"/>
        <source>Final standing</source>
        <translation>Endstand</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="684"/>
        <source>Race {race}: {name} wins the pot</source>
        <translation>Rennen {race}: {name} gewinnt die Schale</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="690"/>
        <source>Placing order</source>
        <translation>Reihenfolge beim Setzen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="762"/>
        <source>Winner</source>
        <translation>Sieger</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="764"/>
        <source>Eliminated</source>
        <translation>Ausgeschieden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="767"/>
        <source>Out of silver</source>
        <translation>Pleite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="769"/>
        <source>To play</source>
        <translation>Am Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="793"/>
        <source>Game over: {name} wins</source>
        <translation>Spielende: {name} gewinnt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="795"/>
        <source>Game over: shared win for {names}</source>
        <translation>Spielende: {names} gewinnen gemeinsam</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="805"/>
        <source>{name} is rolling</source>
        <translation>{name} würfelt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="810"/>
        <source>{name} is placing a sombrero</source>
        <translation>{name} setzt einen Sombrero</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="813"/>
        <source>{name} is laying the ambush chip down again</source>
        <translation>{name} legt den Hinterhalt-Chip neu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="815"/>
        <source>{name} is to move with {dice}</source>
        <translation>{name} ist am Zug: {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="822"/>
        <source>Place your sombrero: choose a free space</source>
        <translation>Setze deinen Sombrero: Wähle ein freies Feld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="828"/>
        <source>Lay your ambush: choose a free space</source>
        <translation>Lege deinen Hinterhalt: Wähle ein freies Feld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="825"/>
        <source>Put the ambush chip down on a free space</source>
        <translation>Lege den Hinterhalt-Chip auf ein freies Feld</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="835"/>
        <source>Your move with {dice}: {choices}</source>
        <translation>Dein Zug ({dice}): {choices}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="845"/>
        <source>buy off dice</source>
        <translation>Würfel freikaufen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="847"/>
        <source>pick up a glowing ambush chip</source>
        <translation>leuchtenden Hinterhalt-Chip nehmen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="849"/>
        <source>lay an ambush</source>
        <translation>Hinterhalt legen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="850"/>
        <source>roll</source>
        <translation>würfeln</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="853"/>
        <source>{choices}, or {last}</source>
        <comment>a list of choices</comment>
        <translation>{choices} oder {last}</translation>
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
        <translation>Anfänger</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="94"/>
        <source>Experienced</source>
        <translation>Erfahren</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="95"/>
        <source>Easy</source>
        <translation>Leicht</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="96"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="97"/>
        <source>Hard</source>
        <translation>Schwer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="106"/>
        <source>Plays by rules of thumb, but one decision in four is a random move</source>
        <translation>Spielt nach Faustregeln, aber jede vierte Entscheidung ist ein zufälliger Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="108"/>
        <source>Plays by rules of thumb</source>
        <translation>Spielt nach Faustregeln</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="109"/>
        <source>Thinks ahead, playing the game on in its head many times; sees only what its seat may see</source>
        <translation>Denkt voraus und spielt die Partie viele Male im Kopf weiter; sieht nur, was sein Platz sehen darf</translation>
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
        <translation>Mensch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="259"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="261"/>
        <source>A person plays this seat</source>
        <translation>Ein Mensch spielt auf diesem Platz</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="264"/>
        <source>The computer plays this seat</source>
        <translation>Der Computer spielt auf diesem Platz</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="267"/>
        <source>How well the computer plays</source>
        <translation>Wie gut der Computer spielt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="275"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="277"/>
        <source>Name of player {number}</source>
        <translation>Name von Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="282"/>
        <source>Level of player {number}</source>
        <translation>Spielstärke von Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="289"/>
        <source>Plays the {band}</source>
        <translation>Spielt die {band}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="293"/>
        <source>Player {number}</source>
        <translation>Spieler {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="543"/>
        <source>There is no deal number {number}: deal numbers go from 0 to {max}.</source>
        <translation>Eine Partienummer {number} gibt es nicht: Partienummern gehen von 0 bis {max}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="556"/>
        <source>Player {number} needs a name.</source>
        <translation>Spieler {number} braucht einen Namen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="561"/>
        <source>Players {first} and {second} are both called “{name}”. Please give each player a different name.</source>
        <translation>Spieler {first} und {second} heißen beide „{name}“. Bitte gib jedem Spieler einen anderen Namen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="568"/>
        <source>The name of player {number} holds an invisible control character. Please type the name again.</source>
        <translation>Der Name von Spieler {number} enthält ein unsichtbares Steuerzeichen. Bitte gib den Namen neu ein.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="701"/>
        <source>New game: {game}</source>
        <translation>Neues Spiel: {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="705"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="709"/>
        <source>by {designer}</source>
        <translation>von {designer}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="712"/>
        <source>Players</source>
        <translation>Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="713"/>
        <source>Number of players:</source>
        <translation>Anzahl der Spieler:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="716"/>
        <source>{count} players</source>
        <translation>{count} Spieler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="718"/>
        <source>Options</source>
        <translation>Optionen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="729"/>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="681"/>
        <source>Deal</source>
        <translation>Partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="682"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Partienummer:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="737"/>
        <source>random</source>
        <translation>zufällig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="683"/>
        <source>Deal number</source>
        <translation>Partienummer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="684"/>
        <source>Leave empty for a new deal. Enter the number of an earlier deal to play the same cards again.</source>
        <translation>Leer lassen für eine neue Partie. Mit der Nummer einer früheren Partie kommen dieselben Karten noch einmal.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="739"/>
        <source>&amp;Start game</source>
        <translation>Spiel &amp;starten</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="687"/>
        <location filename="../caramba_desktop/ui/new_game.py" line="689"/>
        <source>Game number</source>
        <translation>Partienummer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="688"/>
        <source>&amp;Game number:</source>
        <translation>&amp;Partienummer:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="690"/>
        <source>Leave empty for a new game. Enter the number of an earlier game to play again with the same luck.</source>
        <translation>Leer lassen für eine neue Partie. Mit der Nummer einer früheren Partie kommt der Zufall noch einmal genauso.</translation>
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
        <translation>Ordner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="63"/>
        <source>Drive</source>
        <translation>Laufwerk</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="64"/>
        <source>File</source>
        <translation>Datei</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="60"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Suchen in:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="61"/>
        <source>Files of &amp;type:</source>
        <translation>Dateien des &amp;Typs:</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="65"/>
        <source>Invalid filename</source>
        <translation>Ungültiger Dateiname</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="66"/>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;Der Name „%1“ kann nicht verwendet werden.&lt;/b&gt;&lt;p&gt;Versuche es mit einem anderen Namen, mit weniger Zeichen oder ohne Satzzeichen.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="110"/>
        <source>Move {move} of {moves}</source>
        <translation>Zug {move} von {moves}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="118"/>
        <source>Pause (Space)</source>
        <translation>Anhalten (Leertaste)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="119"/>
        <source>Play at the computer pace (Space)</source>
        <translation>Im Tempo des Computers abspielen (Leertaste)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="132"/>
        <source>First move (Home)</source>
        <translation>Erster Zug (Pos1)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="133"/>
        <source>Back (Left)</source>
        <translation>Zurück (Pfeil links)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="134"/>
        <source>Forward (Right)</source>
        <translation>Vor (Pfeil rechts)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="135"/>
        <source>Last move (End)</source>
        <translation>Letzter Zug (Ende)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="141"/>
        <source>Public table</source>
        <translation>Offener Tisch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="143"/>
        <source>Hidden while the game can go on: two or more people play it, and each one’s cards stay their own</source>
        <translation>Verborgen, solange das Spiel weitergehen kann: Mehrere Personen spielen es, und jede behält ihre Karten für sich</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="146"/>
        <source>Hidden while the game can go on: a computer’s cards stay hidden until the end</source>
        <translation>Verborgen, solange das Spiel weitergehen kann: Die Karten eines Computers bleiben bis zum Ende verdeckt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="152"/>
        <source>As {name} saw it</source>
        <translation>Wie {name} es sah</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="159"/>
        <source>Whose view the table shows</source>
        <translation>Aus wessen Sicht der Tisch gezeigt wird</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="162"/>
        <source>Show all cards</source>
        <translation>Alle Karten zeigen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="163"/>
        <source>Every hidden card face up (once the game is over)</source>
        <translation>Jede verdeckte Karte offen (wenn das Spiel vorbei ist)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="226"/>
        <source>Replay: the game is over</source>
        <translation>Wiederholung: Das Spiel ist vorbei</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="223"/>
        <source>Replay: {name} to play</source>
        <translation>Wiederholung: {name} ist am Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="228"/>
        <source>Replay: the saved game stops here</source>
        <translation>Wiederholung: Das gespeicherte Spiel endet hier</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="249"/>
        <source>Leave the replay</source>
        <translation>Wiederholung verlassen</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="76"/>
        <source>A costly slip: a much worse chance to win than the best choice.</source>
        <translation>Ein teurer Fehler: eine deutlich schlechtere Gewinnchance als die beste Wahl.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="78"/>
        <source>A costly slip: about {points} points less chance to win than the best choice.</source>
        <translation>Ein teurer Fehler: etwa {points} Prozentpunkte weniger Gewinnchance als die beste Wahl.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="82"/>
        <source>Worth another look: the strongest level soon found better moves than this one.</source>
        <translation>Einen zweiten Blick wert: Die höchste Spielstärke fand bald bessere Züge als diesen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="85"/>
        <source>Worth another look: a worse chance to win than the best choice.</source>
        <translation>Einen zweiten Blick wert: eine schlechtere Gewinnchance als die beste Wahl.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="87"/>
        <source>Worth another look: about {points} points less chance to win than the best choice.</source>
        <translation>Einen zweiten Blick wert: etwa {points} Prozentpunkte weniger Gewinnchance als die beste Wahl.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="90"/>
        <source>The strongest level would play the same.</source>
        <translation>Die höchste Spielstärke würde genauso spielen.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="91"/>
        <source>As good as the strongest level&apos;s choice, or nearly.</source>
        <translation>So gut wie die Wahl der höchsten Spielstärke oder fast.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="316"/>
        <source>Chance to win given away in all: about {points} points</source>
        <translation>Insgesamt verschenkte Gewinnchance: etwa {points} Prozentpunkte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="322"/>
        <source>decision {number} (−{points})</source>
        <translation>Entscheidung {number} (−{points})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="324"/>
        <source>decision {number}</source>
        <translation>Entscheidung {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="325"/>
        <source>Costliest: {decisions}</source>
        <translation>Am teuersten: {decisions}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="390"/>
        <source>Your move: {move}</source>
        <translation>Dein Zug: {move}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="393"/>
        <source>{played} → best: {best}</source>
        <translation>{played} → beste Wahl: {best}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="402"/>
        <source>What your move does: {reason}</source>
        <translation>Was dein Zug bewirkt: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="411"/>
        <source>How did I play?</source>
        <translation>Wie habe ich gespielt?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="412"/>
        <source>Review my decisions</source>
        <translation>Meine Entscheidungen prüfen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="413"/>
        <source>The strongest computer level looks at each of your decisions, knowing only what you knew then</source>
        <translation>Die höchste Spielstärke des Computers prüft jede deiner Entscheidungen und weiß dabei nur, was du damals wusstest</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="416"/>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="417"/>
        <source>◀ Previous mark</source>
        <translation>◀ Vorige Stelle</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="418"/>
        <source>Your last marked decision before this move</source>
        <translation>Deine letzte markierte Stelle vor diesem Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="420"/>
        <source>Next mark ▶</source>
        <translation>Nächste Stelle ▶</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="421"/>
        <source>Your next marked decision after this move</source>
        <translation>Deine nächste markierte Stelle nach diesem Zug</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="424"/>
        <source>Whose decisions</source>
        <translation>Wessen Entscheidungen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="89"/>
        <source>start</source>
        <translation>Anfang</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="91"/>
        <source>end</source>
        <translation>Ende</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="124"/>
        <source>Your chance to win after each of your decisions; the faint line: after the best choice. A click shows that decision.</source>
        <translation>Deine Gewinnchance nach jeder deiner Entscheidungen; die blasse Linie: nach der besten Wahl. Ein Klick zeigt diese Entscheidung.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="127"/>
        <source>Chance to win over the game</source>
        <translation>Gewinnchance im Lauf der Partie</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="303"/>
        <source>%n decision(s) reviewed</source>
        <translation>
            <numerusform>%n Entscheidung geprüft</numerusform>
            <numerusform>%n Entscheidungen geprüft</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="304"/>
        <source>%n worth another look</source>
        <translation>
            <numerusform>%n davon einen zweiten Blick wert</numerusform>
            <numerusform>%n davon einen zweiten Blick wert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="306"/>
        <source>%n costly slip(s)</source>
        <translation>
            <numerusform>%n teurer Fehler</numerusform>
            <numerusform>%n teure Fehler</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="170"/>
        <source>No rules are available for this game yet.</source>
        <translation>Für dieses Spiel gibt es noch keine Regeln.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="295"/>
        <source>Rules — {game}</source>
        <translation>Regeln – {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="296"/>
        <location filename="../caramba_desktop/ui/rules_help.py" line="297"/>
        <source>Contents</source>
        <translation>Inhalt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="300"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
</context>
<context>
    <name>ScoreTexts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/game_over.py" line="57"/>
        <source>%n pt(s)</source>
        <comment>points, abbreviated</comment>
        <translation>
            <numerusform>%n Pkt.</numerusform>
            <numerusform>%n Pkt.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="93"/>
        <source>Off</source>
        <comment>animations</comment>
        <translation>Aus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="94"/>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>Schnell</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="95"/>
        <source>Normal</source>
        <comment>animations</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="96"/>
        <source>Slow</source>
        <comment>animations</comment>
        <translation>Langsam</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="221"/>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="223"/>
        <source>General</source>
        <translation>Allgemein</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="224"/>
        <source>At the table</source>
        <translation>Am Tisch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="225"/>
        <source>&amp;Language:</source>
        <translation>&amp;Sprache:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="226"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animationen:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="227"/>
        <source>Computer &amp;moves:</source>
        <translation>Computer&amp;züge:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="233"/>
        <source>Quick</source>
        <comment>computer moves</comment>
        <translation>Zügig</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="234"/>
        <source>Normal</source>
        <comment>computer moves</comment>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="235"/>
        <source>Leisurely</source>
        <comment>computer moves</comment>
        <translation>Gemächlich</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="239"/>
        <source>&amp;Text size:</source>
        <translation>&amp;Textgröße:</translation>
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
        <translation>Groß</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="243"/>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>Größer</translation>
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
        <translation>Wie im System eingestellt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="251"/>
        <source>High</source>
        <comment>contrast</comment>
        <translation>Hoch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="255"/>
        <source>Bigger letters at the side and on the table</source>
        <translation>Größere Schrift am Rand und auf dem Tisch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="257"/>
        <source>High: white on black, also where the system does not offer it</source>
        <translation>Hoch: Weiß auf Schwarz, auch wo das System es nicht anbietet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="260"/>
        <source>The language changes as soon as you press OK.</source>
        <translation>Die Sprache wechselt, sobald du OK drückst.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="265"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>Wie schnell sich Karten und Spielsteine auf dem Tisch bewegen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="270"/>
        <source>How long the computer players wait between their moves</source>
        <translation>Wie lange die Computerspieler zwischen ihren Zügen warten</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/start_page.py" line="552"/>
        <source>%n saved game(s) could not be restored</source>
        <translation>
            <numerusform>%n gespeichertes Spiel konnte nicht wiederhergestellt werden</numerusform>
            <numerusform>%n gespeicherte Spiele konnten nicht wiederhergestellt werden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="102"/>
        <source>older</source>
        <translation>älter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="105"/>
        <source>latest</source>
        <translation>neuer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="134"/>
        <source>Games</source>
        <translation>Partien</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="135"/>
        <source>Wins</source>
        <translation>Siege</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="136"/>
        <source>Win rate</source>
        <translation>Siegquote</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="137"/>
        <source>Best score</source>
        <translation>Bestes Ergebnis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="138"/>
        <source>Average score</source>
        <translation>Durchschnitt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="139"/>
        <source>Current winning streak</source>
        <translation>Aktuelle Siegesserie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="141"/>
        <source>Longest winning streak</source>
        <translation>Längste Siegesserie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="155"/>
        <source>Against the computer: {results}</source>
        <translation>Gegen den Computer: {results}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="157"/>
        <source>Not played against the computer yet.</source>
        <translation>Noch nicht gegen den Computer gespielt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="170"/>
        <source>won</source>
        <translation>gewonnen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="171"/>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="310"/>
        <source>Statistics</source>
        <translation>Statistik</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="311"/>
        <source>&amp;Player:</source>
        <translation>Spiele&amp;r:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="318"/>
        <source>Loading the games played…</source>
        <translation>Die gespielten Partien werden geladen…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="320"/>
        <source>No finished game yet: play a game to the end, and each player&apos;s record is shown here.</source>
        <translation>Noch keine beendete Partie: Spiele eine Partie zu Ende, dann steht hier die Bilanz jedes Spielers.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="315"/>
        <source>The games played cannot be kept on this computer for now.</source>
        <translation>Die gespielten Partien können auf diesem Computer derzeit nicht aufbewahrt werden.</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="144"/>
        <source>Table</source>
        <translation>Spieltisch</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="223"/>
        <source>{name}: chosen</source>
        <translation>{name}: gewählt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="224"/>
        <source>{name}: not chosen</source>
        <translation>{name}: nicht gewählt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="243"/>
        <source>Face-down card</source>
        <translation>Verdeckte Karte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="249"/>
        <source>In your hand</source>
        <translation>In deiner Hand</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="250"/>
        <source>In the hand of {name}</source>
        <translation>In der Hand von {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="255"/>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="260"/>
        <source>{count} in it</source>
        <translation>{count} darin</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="270"/>
        <location filename="../caramba_desktop/ui/table_voice.py" line="90"/>
        <source>Your turn.</source>
        <translation>Du bist am Zug.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="271"/>
        <source>{name} to play.</source>
        <translation>{name} ist dran.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="273"/>
        <source>Scores: {scores}.</source>
        <translation>Punkte: {scores}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="276"/>
        <source>You hold: {things}.</source>
        <translation>Du hast: {things}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="278"/>
        <source>At stake: {things}.</source>
        <translation>Es geht um: {things}.</translation>
    </message>
</context>
<context>
    <name>TableVoice</name>
    <message>
        <location filename="../caramba_desktop/ui/table_voice.py" line="84"/>
        <source>The table is empty.</source>
        <translation>Der Tisch ist leer.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="119"/>
        <source>Not this move now: the bubble says which one, and why.</source>
        <translation>Jetzt nicht dieser Zug: Die Sprechblase sagt, welcher, und warum.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="117"/>
        <source>First read this step, then choose “Next”.</source>
        <translation>Lies zuerst diesen Schritt und wähle dann „Nächster Schritt“.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="178"/>
        <source>Play as you like: the next step appears when it is time.</source>
        <translation>Spiele, wie du willst: Der nächste Schritt kommt, wenn es so weit ist.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="179"/>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="197"/>
        <source>End the tutorial</source>
        <translation>Tutorial beenden</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="189"/>
        <source>Close</source>
        <translation>Schließen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="190"/>
        <source>Play on</source>
        <translation>Weiterspielen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="192"/>
        <source>Play a real game</source>
        <translation>Eine echte Partie spielen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="196"/>
        <source>Next</source>
        <translation>Nächster Schritt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="172"/>
        <source>Step {number} of {total}</source>
        <translation>Schritt {number} von {total}</translation>
    </message>
</context>
</TS>
