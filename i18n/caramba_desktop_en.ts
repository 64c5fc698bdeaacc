<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en_US">
<context>
    <name>CaboCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/cabo/texts.py" line="35"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/cabo/texts.py" line="38"/>
        <source>%n pt(s)</source>
        <comment>points, abbreviated</comment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/cabo/texts.py" line="41"/>
        <source>The discard pile is shuffled into a new draw pile (%n card(s))</source>
        <translation>
            <numerusform>The discard pile is shuffled into a new draw pile (%n card)</numerusform>
            <numerusform>The discard pile is shuffled into a new draw pile (%n cards)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaboTexts</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="57"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="63"/>
        <source>card {number}</source>
        <translation>card {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="71"/>
        <source>cards {list} and {last}</source>
        <translation>cards {list} and {last}</translation>
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
        <translation>Dealing</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="96"/>
        <source>Looking at cards</source>
        <translation>Looking at cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="97"/>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="98"/>
        <source>Turns</source>
        <translation>Turns</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="99"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="106"/>
        <source>Cards per player</source>
        <translation>Cards per player</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="107"/>
        <source>House rule: Swap may exchange any two players&apos; cards</source>
        <translation>House rule: Swap may exchange any two players&apos; cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="109"/>
        <source>Penalty for a CABO call that does not win</source>
        <translation>Penalty for a CABO call that does not win</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="111"/>
        <source>2nd edition: the round ends when the draw pile runs out</source>
        <translation>2nd edition: the round ends when the draw pile runs out</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="113"/>
        <source>2nd edition: exactly 100 becomes 50 only once per game</source>
        <translation>2nd edition: exactly 100 becomes 50 only once per game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="121"/>
        <source>6 cards, look at 3 (house rule)</source>
        <translation>6 cards, look at 3 (house rule)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="123"/>
        <source>4 cards, look at 2</source>
        <translation>4 cards, look at 2</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="126"/>
        <source>+10 points (2nd edition)</source>
        <translation>+10 points (2nd edition)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="127"/>
        <source>+5 points (1st edition)</source>
        <translation>+5 points (1st edition)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="138"/>
        <source>Kamikaze! 12, 12, 13, 13: 0 points</source>
        <translation>Kamikaze! 12, 12, 13, 13: 0 points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="140"/>
        <source>Kamikaze by {name}: 50 points</source>
        <translation>Kamikaze by {name}: 50 points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="143"/>
        <source>Called CABO and has the lowest sum: 0</source>
        <translation>Called CABO and has the lowest sum: 0</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="145"/>
        <source>Lowest sum: 0</source>
        <translation>Lowest sum: 0</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="147"/>
        <source>Lowest sum, but tied with the caller, who alone wins</source>
        <translation>Lowest sum, but tied with the caller, who alone wins</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="150"/>
        <source>Called CABO but not the lowest: +{penalty}</source>
        <translation>Called CABO but not the lowest: +{penalty}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="152"/>
        <source>Sum of the cards</source>
        <translation>Sum of the cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="156"/>
        <source>Exactly 100 becomes 50</source>
        <translation>Exactly 100 becomes 50</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="170"/>
        <source>{name} starts the first round</source>
        <translation>{name} starts the first round</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="172"/>
        <source>The {card} is turned up as the discard pile</source>
        <translation>The {card} is turned up as the discard pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="175"/>
        <source>{name} secretly looks at {places}</source>
        <translation>{name} secretly looks at {places}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="179"/>
        <source>{name} draws the {card}</source>
        <translation>{name} draws the {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="181"/>
        <source>{name} draws a card</source>
        <translation>{name} draws a card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="187"/>
        <source>{name} takes the {card} from the discard pile</source>
        <translation>{name} takes the {card} from the discard pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="189"/>
        <source>{name} takes the top card of the discard pile</source>
        <translation>{name} takes the top card of the discard pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="191"/>
        <source>{name} calls CABO! Everybody else has one more turn</source>
        <translation>{name} calls CABO! Everybody else has one more turn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="196"/>
        <source>{name} replaces their {place}; the {card} goes to the discard pile</source>
        <translation>{name} replaces their {place}; the {card} goes to the discard pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="198"/>
        <source>{name} replaces their {place}; the old card goes to the discard pile</source>
        <translation>{name} replaces their {place}; the old card goes to the discard pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="201"/>
        <source>{name} discards the drawn {card}</source>
        <translation>{name} discards the drawn {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="203"/>
        <source>{name} discards the drawn card</source>
        <translation>{name} discards the drawn card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="217"/>
        <source>{name} plays the {card} and peeks at their own {place}</source>
        <translation>{name} plays the {card} and peeks at their own {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="219"/>
        <source>{name} peeks at their own {place}</source>
        <translation>{name} peeks at their own {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="224"/>
        <source>{name} plays the {card} and spies on {place} of {other}</source>
        <translation>{name} plays the {card} and spies on {place} of {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="226"/>
        <source>{name} spies on {place} of {other}</source>
        <translation>{name} spies on {place} of {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="231"/>
        <source>{name} plays the {card} and swaps {place} of {first} with {other_place} of {second}</source>
        <translation>{name} plays the {card} and swaps {place} of {first} with {other_place} of {second}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="233"/>
        <source>{name} swaps {place} of {first} with {other_place} of {second}</source>
        <translation>{name} swaps {place} of {first} with {other_place} of {second}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="246"/>
        <source>The cards are dealt face down: {count} to each player</source>
        <translation>The cards are dealt face down: {count} to each player</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="254"/>
        <source>Round {round} begins; {name} starts</source>
        <translation>Round {round} begins; {name} starts</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="262"/>
        <source>{name} shows a set ({cards}) of {places}: it holds, and one card replaces them</source>
        <translation>{name} shows a set ({cards}) of {places}: it holds, and one card replaces them</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="264"/>
        <source>{name} claims a set of {places}, but they are {cards}: no set. The {card} in hand goes to the discard pile</source>
        <translation>{name} claims a set of {places}, but they are {cards}: no set. The {card} in hand goes to the discard pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="284"/>
        <source>{name} {sum} → {points}</source>
        <translation>{name} {sum} → {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="290"/>
        <source>Round {round}: Kamikaze by {name}!</source>
        <translation>Round {round}: Kamikaze by {name}!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="293"/>
        <source>Round {round} ends: the draw pile is used up</source>
        <translation>Round {round} ends: the draw pile is used up</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="297"/>
        <source>Round {round} is scored</source>
        <translation>Round {round} is scored</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="311"/>
        <source>CABO has already been called this round</source>
        <translation>CABO has already been called this round</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="312"/>
        <source>There is no card left to draw</source>
        <translation>There is no card left to draw</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="313"/>
        <source>Look at exactly the number of cards the rules allow</source>
        <translation>Look at exactly the number of cards the rules allow</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="314"/>
        <source>A set has at least two cards</source>
        <translation>A set has at least two cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="315"/>
        <source>A set has at most four cards</source>
        <translation>A set has at most four cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="316"/>
        <source>A card taken from the discard pile must be laid down</source>
        <translation>A card taken from the discard pile must be laid down</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="317"/>
        <source>This card has no such action</source>
        <translation>This card has no such action</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="318"/>
        <source>Spy looks at another player&apos;s card</source>
        <translation>Spy looks at another player&apos;s card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="319"/>
        <source>A swap exchanges the cards of two players</source>
        <translation>A swap exchanges the cards of two players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="320"/>
        <source>One of the swapped cards must be yours</source>
        <translation>One of the swapped cards must be yours</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="321"/>
        <source>CABO may be called from your second turn on</source>
        <translation>CABO may be called from your second turn on</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="322"/>
        <source>The cards of the player who called CABO cannot be swapped</source>
        <translation>The cards of the player who called CABO cannot be swapped</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="323"/>
        <source>There is no card there</source>
        <translation>There is no card there</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="324"/>
        <source>There is no such player</source>
        <translation>There is no such player</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="325"/>
        <source>A card is chosen twice</source>
        <translation>A card is chosen twice</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="328"/>
        <source>First look at your own cards: the round begins once everybody has looked</source>
        <translation>First look at your own cards: the round begins once everybody has looked</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="330"/>
        <source>To look at another player&apos;s card, choose {spy} first</source>
        <translation>To look at another player&apos;s card, choose {spy} first</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="332"/>
        <source>To exchange two cards, choose {swap} first, then the two cards</source>
        <translation>To exchange two cards, choose {swap} first, then the two cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="345"/>
        <source>draw a card</source>
        <translation>draw a card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="346"/>
        <source>take the top card of the discard pile</source>
        <translation>take the top card of the discard pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="347"/>
        <source>call CABO</source>
        <translation>call CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="348"/>
        <source>discard the drawn card</source>
        <translation>discard the drawn card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="351"/>
        <source>look at your {places}</source>
        <translation>look at your {places}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="354"/>
        <source>replace {places} as a set</source>
        <translation>replace {places} as a set</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="357"/>
        <source>lay the card in place of your {place}</source>
        <translation>lay the card in place of your {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="360"/>
        <source>peek at your {place}</source>
        <translation>peek at your {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="363"/>
        <source>spy on {place} of {other}</source>
        <translation>spy on {place} of {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="367"/>
        <source>swap your {place} with {other_place} of {other}</source>
        <translation>swap your {place} with {other_place} of {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="381"/>
        <source>It lets you know more of your own cards.</source>
        <translation>It lets you know more of your own cards.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="383"/>
        <source>It lets you know a card of {other}.</source>
        <translation>It lets you know a card of {other}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="388"/>
        <source>A card you do not know makes way for {card}.</source>
        <translation>A card you do not know makes way for {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="390"/>
        <source>Your {old} makes way for {card}: {points} points less.</source>
        <translation>Your {old} makes way for {card}: {points} points less.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="394"/>
        <source>Your cards stay as they are; {card} goes away.</source>
        <translation>Your cards stay as they are; {card} goes away.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="398"/>
        <source>The cards you know add up to {sum}; the others get one more turn each.</source>
        <translation>The cards you know add up to {sum}; the others get one more turn each.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="401"/>
        <source>You know what you get: {card}.</source>
        <translation>You know what you get: {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="191"/>
        <source>{name} calls CABO! Everybody else has one more turn, unless the draw pile runs out first</source>
        <translation>{name} calls CABO! Everybody else has one more turn, unless the draw pile runs out first</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="274"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Game over: {name} wins with {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="276"/>
        <source>Game over: {names} share the win with {points}</source>
        <translation>Game over: {names} share the win with {points}</translation>
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
        <translation>In your layout</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="26"/>
        <source>In the layout of {name}</source>
        <translation>In the layout of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="33"/>
        <source>{place} of {name}</source>
        <translation>{place} of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="46"/>
        <source>You see: {cards}.</source>
        <translation>You see: {cards}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="56"/>
        <source>The card in hand</source>
        <translation>The card in hand</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="63"/>
        <source>Draw pile</source>
        <translation>Draw pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="66"/>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="84"/>
        <source>In your hand: {card}.</source>
        <translation>In your hand: {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="87"/>
        <source>On the discard pile: {card}.</source>
        <translation>On the discard pile: {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="90"/>
        <source>{name} called CABO.</source>
        <translation>{name} called CABO.</translation>
    </message>
</context>
<context>
    <name>CaboTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="52"/>
        <source>Welcome to CABO! You are Rosita and play against Pancho. Your four cards lie face down in front of you, and their places never change. At the end of a round the lowest sum scores nothing; everybody else scores their sum.</source>
        <translation>Welcome to CABO! You are Rosita and play against Pancho. Your four cards lie face down in front of you, and their places never change. At the end of a round the lowest sum scores nothing; everybody else scores their sum.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="62"/>
        <source>For this tutorial, look at the two cards on the left.</source>
        <translation>For this tutorial, look at the two cards on the left.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="64"/>
        <source>An 8 and a 4. In your turn you draw the top card of the draw pile, or you take the top card of the discard pile. Draw from the draw pile.</source>
        <translation>An 8 and a 4. In your turn you draw the top card of the draw pile, or you take the top card of the discard pile. Draw from the draw pile.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="69"/>
        <source>A 3! Put it in place of one of your cards: it lies there face down, and the old card goes onto the discard pile. Replace your 8.</source>
        <translation>A 3! Put it in place of one of your cards: it lies there face down, and the old card goes onto the discard pile. Replace your 8.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="74"/>
        <source>Replace the 8, your first card: a 3 there lowers your sum by 5.</source>
        <translation>Replace the 8, your first card: a 3 there lowers your sum by 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="76"/>
        <source>Pancho has played. Draw again.</source>
        <translation>Pancho has played. Draw again.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="78"/>
        <source>A 9. A 9 or a 10 drawn from the draw pile may be used as Spy: you look at one card of another player, then the 9 is discarded. Spy on Pancho&apos;s first card.</source>
        <translation>A 9. A 9 or a 10 drawn from the draw pile may be used as Spy: you look at one card of another player, then the 9 is discarded. Spy on Pancho&apos;s first card.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="83"/>
        <source>Use the 9 as Spy on Pancho&apos;s first card: you will want it soon.</source>
        <translation>Use the 9 as Spy on Pancho&apos;s first card: you will want it soon.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="86"/>
        <source>Pancho&apos;s first card is a 3. He drew a 9 too and spied on your first card. Draw.</source>
        <translation>Pancho&apos;s first card is a 3. He drew a 9 too and spied on your first card. Draw.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="90"/>
        <source>A 12. An 11 or a 12 drawn from the draw pile may be used as Swap: exchange one of your cards with one of another player&apos;s, neither looked at. Swap your third card, which you have not seen, for Pancho&apos;s 3.</source>
        <translation>A 12. An 11 or a 12 drawn from the draw pile may be used as Swap: exchange one of your cards with one of another player&apos;s, neither looked at. Swap your third card, which you have not seen, for Pancho&apos;s 3.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="97"/>
        <source>Use the 12 as Swap: your third card for Pancho&apos;s first card, the 3 you spied.</source>
        <translation>Use the 12 as Swap: your third card for Pancho&apos;s first card, the 3 you spied.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="100"/>
        <source>Your third card is now Pancho&apos;s 3. Draw.</source>
        <translation>Your third card is now Pancho&apos;s 3. Draw.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="103"/>
        <source>A 1. Put it in place of your third card, the 3.</source>
        <translation>A 1. Put it in place of your third card, the 3.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="106"/>
        <source>Pancho took your 3 from the discard pile and tried to replace two of his cards with it as a set. They were a 7 and a 6: no set. Both were shown to all and stay in his row, and the 3 went back onto the discard pile.</source>
        <translation>Pancho took your 3 from the discard pile and tried to replace two of his cards with it as a set. They were a 7 and a 6: no set. Both were shown to all and stay in his row, and the 3 went back onto the discard pile.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="116"/>
        <source>An 8. A 7 or an 8 drawn from the draw pile may be used as Peek: look at one of your own cards. Peek at your fourth card, the one you have not seen yet.</source>
        <translation>An 8. A 7 or an 8 drawn from the draw pile may be used as Peek: look at one of your own cards. Peek at your fourth card, the one you have not seen yet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="121"/>
        <source>Use the 8 as Peek on your fourth card: it is the only one you do not know.</source>
        <translation>Use the 8 as Peek on your fourth card: it is the only one you do not know.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="124"/>
        <source>Your fourth card is a 1, like your third: a set. Two, three or four cards of the same value may be exchanged all at once for the card in your hand.</source>
        <translation>Your fourth card is a 1, like your third: a set. Two, three or four cards of the same value may be exchanged all at once for the card in your hand.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="129"/>
        <source>Pancho discarded a 0, the lowest card there is. Take it from the discard pile.</source>
        <translation>Pancho discarded a 0, the lowest card there is. Take it from the discard pile.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="133"/>
        <source>Replace your two 1s as a set: choose both. You know them, so the set is right: they go onto the discard pile and the 0 lies in the place of the first.</source>
        <translation>Replace your two 1s as a set: choose both. You know them, so the set is right: they go onto the discard pile and the 0 lies in the place of the first.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="138"/>
        <source>Replace the set: your third and fourth cards, both 1s.</source>
        <translation>Replace the set: your third and fourth cards, both 1s.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="140"/>
        <source>Pancho replaced a set too. Your row is 3, 4 and 0: a sum of 7. Call CABO instead of drawing: everybody else plays one more turn, then the round is scored.</source>
        <translation>Pancho replaced a set too. Your row is 3, 4 and 0: a sum of 7. Call CABO instead of drawing: everybody else plays one more turn, then the round is scored.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="162"/>
        <source>Kamikaze: whoever has both 13s and two 12s in their row at the scoring scores 0, and everybody else 50. It is rare: four particular cards in one row.</source>
        <translation>Kamikaze: whoever has both 13s and two 12s in their row at the scoring scores 0, and everybody else 50. It is rare: four particular cards in one row.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="145"/>
        <source>Call CABO now: your sum of 7 is low.</source>
        <translation>Call CABO now: your sum of 7 is low.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="147"/>
        <source>At the scoring all cards are shown. The lowest sum scores 0; the others score their sums. Whoever called CABO without the lowest sum scores 5 more.</source>
        <translation>At the scoring all cards are shown. The lowest sum scores 0; the others score their sums. Whoever called CABO without the lowest sum scores 5 more.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="112"/>
        <source>A card taken from the discard pile must go into your row; its action cannot be used. Draw from the draw pile.</source>
        <translation>A card taken from the discard pile must go into your row; its action cannot be used. Draw from the draw pile.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="58"/>
        <source>At the start of a round you may look at two of your own cards. Look at your two cards on the left: choose them both.</source>
        <translation>At the start of a round you may look at two of your own cards. Look at your two cards on the left: choose them both.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="152"/>
        <source>Now the next round: new cards, and you look at two of them again. Play it your own way, Pancho plays his. The tutorial speaks up again at its scoring.</source>
        <translation>Now the next round: new cards, and you look at two of them again. Play it your own way, Pancho plays his. The tutorial speaks up again at its scoring.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="157"/>
        <source>The points add up over the rounds on the score sheet. The game ends when a total passes 100, and the lowest total wins. A total of exactly 100 drops to 50.</source>
        <translation>The points add up over the rounds on the score sheet. The game ends when a total passes 100, and the lowest total wins. A total of exactly 100 drops to 50.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="167"/>
        <source>Your turn. Draw from the draw pile: only a card drawn there brings its action, Peek on a 7 or 8, Spy on a 9 or 10, Swap on an 11 or 12.</source>
        <translation>Your turn. Draw from the draw pile: only a card drawn there brings its action, Peek on a 7 or 8, Spy on a 9 or 10, Swap on an 11 or 12.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="172"/>
        <source>This time draw from the draw pile, to see what its cards can do.</source>
        <translation>This time draw from the draw pile, to see what its cards can do.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="175"/>
        <source>If your card has an action, use it now: the more cards you know, the better you choose. A card without one replaces one of yours or is discarded.</source>
        <translation>If your card has an action, use it now: the more cards you know, the better you choose. A card without one replaces one of yours or is discarded.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="180"/>
        <source>This card has an action: use it this time, on the card you choose.</source>
        <translation>This card has an action: use it this time, on the card you choose.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="183"/>
        <source>That is CABO! Play on with this round, or start a real game.</source>
        <translation>That is CABO! Play on with this round, or start a real game.</translation>
    </message>
</context>
<context>
    <name>CaboView</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="160"/>
        <source>Round {round} · {phase}</source>
        <translation>Round {round} · {phase}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="163"/>
        <source>CABO by {name}</source>
        <translation>CABO by {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="174"/>
        <source>Rounds won: {count}</source>
        <translation>Rounds won: {count}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="228"/>
        <source>Memory aid</source>
        <translation>Memory aid</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="441"/>
        <source>Done</source>
        <translation>Done</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="460"/>
        <source>Call CABO</source>
        <translation>Call CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="485"/>
        <source>Replace these cards ({count})</source>
        <translation>Replace these cards ({count})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="517"/>
        <source>Discard it</source>
        <translation>Discard it</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="525"/>
        <source>Replace a set…</source>
        <translation>Replace a set…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="528"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="571"/>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="108"/>
        <source>Score sheet</source>
        <translation>Score sheet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="102"/>
        <source>CABO!</source>
        <translation>CABO!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="106"/>
        <source>To play</source>
        <translation>To play</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="144"/>
        <source>Draw pile</source>
        <translation>Draw pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="146"/>
        <source>Discard pile</source>
        <translation>Discard pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="157"/>
        <source>In {name}&apos;s hand</source>
        <translation>In {name}&apos;s hand</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="160"/>
        <source>Your card</source>
        <translation>Your card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="42"/>
        <source>Round {round}: the cards are shown</source>
        <translation>Round {round}: the cards are shown</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="53"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="55"/>
        <source>See the result</source>
        <translation>See the result</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="57"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="85"/>
        <source>called CABO</source>
        <translation>called CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="117"/>
        <source>Round {round}</source>
        <translation>Round {round}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="34"/>
        <source>The round is scored: see the points, then continue</source>
        <translation>The round is scored: see the points, then continue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="39"/>
        <source>Remember these cards, then choose “Done”</source>
        <translation>Remember these cards, then choose “Done”</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="40"/>
        <source>Remember this card, then choose “Done”</source>
        <translation>Remember this card, then choose “Done”</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="47"/>
        <source>The cards are dealt</source>
        <translation>The cards are dealt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="50"/>
        <source>{name} looks at their cards</source>
        <translation>{name} looks at their cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="51"/>
        <source>{name} is playing</source>
        <translation>{name} is playing</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="58"/>
        <source>Game over: {name} wins</source>
        <translation>Game over: {name} wins</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="59"/>
        <source>Game over: shared win for {names}</source>
        <translation>Game over: shared win for {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="66"/>
        <source>Choose {count} of your cards to look at secretly</source>
        <translation>Choose {count} of your cards to look at secretly</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="70"/>
        <source>Draw a card, take the {card} or call CABO</source>
        <translation>Draw a card, take the {card} or call CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="72"/>
        <source>Draw a card or take the {card}</source>
        <translation>Draw a card or take the {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="75"/>
        <source>Choose 2 to 4 of your cards of equal value ({count} chosen)</source>
        <translation>Choose 2 to 4 of your cards of equal value ({count} chosen)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="77"/>
        <source>Peek: choose one of your cards</source>
        <translation>Peek: choose one of your cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="79"/>
        <source>Spy: choose another player&apos;s card</source>
        <translation>Spy: choose another player&apos;s card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="82"/>
        <source>Swap: choose the first of the two cards</source>
        <translation>Swap: choose the first of the two cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="83"/>
        <source>Swap: choose the card to exchange it with</source>
        <translation>Swap: choose the card to exchange it with</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="85"/>
        <source>Lay the {card} down: choose the card it replaces</source>
        <translation>Lay the {card} down: choose the card it replaces</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="86"/>
        <source>You drew the {card}: choose a card of yours to replace, or discard it</source>
        <translation>You drew the {card}: choose a card of yours to replace, or discard it</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="229"/>
        <source>Shows on each card the value you saw there (for beginners)</source>
        <translation>Shows on each card the value you saw there (for beginners)</translation>
    </message>
</context>
<context>
    <name>CarambaCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="45"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="48"/>
        <source>%n pt(s)</source>
        <comment>points, abbreviated</comment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="51"/>
        <source>%n card(s) in hand</source>
        <translation>
            <numerusform>%n card in hand</numerusform>
            <numerusform>%n cards in hand</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="54"/>
        <source>{name} draws %n card(s)</source>
        <translation>
            <numerusform>{name} draws %n card</numerusform>
            <numerusform>{name} draws %n cards</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="57"/>
        <source>{name} plays {special} and secures %n crate(s)</source>
        <translation>
            <numerusform>{name} plays {special} and secures %n crate</numerusform>
            <numerusform>{name} plays {special} and secures %n crates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="60"/>
        <source>{treasure}: {name} wins %n crate(s) ({total} against {other})</source>
        <translation>
            <numerusform>{treasure}: {name} wins %n crate ({total} against {other})</numerusform>
            <numerusform>{treasure}: {name} wins %n crates ({total} against {other})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarambaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="76"/>
        <source>gold</source>
        <translation>gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="78"/>
        <source>ammunition</source>
        <translation>ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="80"/>
        <source>dynamite</source>
        <translation>dynamite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="97"/>
        <source>{treasure} {value}</source>
        <translation>{treasure} {value}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="128"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="166"/>
        <source>{name} bids {value} on gold</source>
        <translation>{name} bids {value} on gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="168"/>
        <source>{name} bids {value} on ammunition</source>
        <translation>{name} bids {value} on ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="170"/>
        <source>{name} bids {value} on dynamite</source>
        <translation>{name} bids {value} on dynamite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="173"/>
        <source>{name} passes</source>
        <translation>{name} passes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="175"/>
        <source>{name} plays {card} — the auction ends</source>
        <translation>{name} plays {card} — the auction ends</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="179"/>
        <source>{name} takes {card} back ({special})</source>
        <translation>{name} takes {card} back ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="185"/>
        <source>{name} protects their gold crates ({special})</source>
        <translation>{name} protects their gold crates ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="189"/>
        <source>{name} protects their ammunition crates ({special})</source>
        <translation>{name} protects their ammunition crates ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="193"/>
        <source>{name} protects their dynamite crates ({special})</source>
        <translation>{name} protects their dynamite crates ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="199"/>
        <source>{name} secures {crate}</source>
        <translation>{name} secures {crate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="202"/>
        <source>{name} secures a crate</source>
        <translation>{name} secures a crate</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="207"/>
        <source>{name} plays {special} and secures {crates}</source>
        <translation>{name} plays {special} and secures {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="211"/>
        <source>{name} plays {special} and secures a crate</source>
        <translation>{name} plays {special} and secures a crate</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="216"/>
        <source>Start player: {name}</source>
        <translation>Start player: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="220"/>
        <source>{name} receives the special card {card}</source>
        <translation>{name} receives the special card {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="248"/>
        <source>Crate drawn: {crate}</source>
        <translation>Crate drawn: {crate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="251"/>
        <source>Crates drawn: {crates}</source>
        <translation>Crates drawn: {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="258"/>
        <source>{name} draws {cards}</source>
        <translation>{name} draws {cards}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="262"/>
        <source>{name} draws a card</source>
        <translation>{name} draws a card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="274"/>
        <source>{name} shuffles the discard pile into a new draw pile</source>
        <translation>{name} shuffles the discard pile into a new draw pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="278"/>
        <source>No crate has moved for {rounds} rounds: unless one is won, lost or secured in this round, the game ends after it</source>
        <translation>No crate has moved for {rounds} rounds: unless one is won, lost or secured in this round, the game ends after it</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="289"/>
        <source>For {rounds} rounds in a row no crate was drawn, won or secured: the game ends here.</source>
        <translation>For {rounds} rounds in a row no crate was drawn, won or secured: the game ends here.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="303"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="331"/>
        <source>{treasure}: {name} wins ({total} against {other}) — no crates to take</source>
        <translation>{treasure}: {name} wins ({total} against {other}) — no crates to take</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="336"/>
        <source>{treasure}: {name} wins a crate ({total} against {other})</source>
        <translation>{treasure}: {name} wins a crate ({total} against {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="343"/>
        <source>{treasure}: nobody bids</source>
        <translation>{treasure}: nobody bids</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="347"/>
        <source>{treasure}: tie at {total} — the crates go back to the centre</source>
        <translation>{treasure}: tie at {total} — the crates go back to the centre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="350"/>
        <source>{treasure}: tie at {total} — nobody wins</source>
        <translation>{treasure}: tie at {total} — nobody wins</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="383"/>
        <source>bid {value} on gold</source>
        <translation>bid {value} on gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="384"/>
        <source>bid {value} on ammunition</source>
        <translation>bid {value} on ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="385"/>
        <source>bid {value} on dynamite</source>
        <translation>bid {value} on dynamite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="388"/>
        <source>protect your gold crates ({special})</source>
        <translation>protect your gold crates ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="389"/>
        <source>protect your ammunition crates ({special})</source>
        <translation>protect your ammunition crates ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="390"/>
        <source>protect your dynamite crates ({special})</source>
        <translation>protect your dynamite crates ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="394"/>
        <source>take {card} back ({special})</source>
        <translation>take {card} back ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="397"/>
        <source>secure {crate}</source>
        <translation>secure {crate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="400"/>
        <source>play {special} and secure {crates}</source>
        <translation>play {special} and secure {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="403"/>
        <source>pass</source>
        <translation>pass</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="404"/>
        <source>play {card} and end the auction</source>
        <translation>play {card} and end the auction</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="406"/>
        <source>keep your crates unsecured</source>
        <translation>keep your crates unsecured</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="407"/>
        <source>go on without Fuera!</source>
        <translation>go on without Fuera!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="414"/>
        <source>with the {card} card</source>
        <translation>with the {card} card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="423"/>
        <source>You do not hold that special card</source>
        <translation>You do not hold that special card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="424"/>
        <source>As start player you must bid on your first turn</source>
        <translation>As start player you must bid on your first turn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="426"/>
        <source>Without a bid card you must pass</source>
        <translation>Without a bid card you must pass</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="427"/>
        <source>That card is not in your hand</source>
        <translation>That card is not in your hand</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="428"/>
        <source>That card does not bid on that treasure</source>
        <translation>That card does not bid on that treasure</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="430"/>
        <source>Manos arriba! cannot be played in the first round of an auction</source>
        <translation>Manos arriba! cannot be played in the first round of an auction</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="432"/>
        <source>That card is not in your discard pile</source>
        <translation>That card is not in your discard pile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="434"/>
        <source>Your discard pile is empty: there is no card to take back</source>
        <translation>Your discard pile is empty: there is no card to take back</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="436"/>
        <source>You have no unsecured crates of that treasure to protect</source>
        <translation>You have no unsecured crates of that treasure to protect</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="438"/>
        <source>Only a player who won a crate this round may secure crates</source>
        <translation>Only a player who won a crate this round may secure crates</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="440"/>
        <source>That crate is not among your unsecured crates</source>
        <translation>That crate is not among your unsecured crates</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="442"/>
        <source>En seguridad! secures crates worth {limit} at most</source>
        <translation>En seguridad! secures crates worth {limit} at most</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="462"/>
        <source>Your bid cards on {treasure} would come to {mine}; the highest other bid there is {others}.</source>
        <translation>Your bid cards on {treasure} would come to {mine}; the highest other bid there is {others}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="466"/>
        <source>Crates in safety can no longer be taken from you.</source>
        <translation>Crates in safety can no longer be taken from you.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="468"/>
        <source>No one can take your {treasure} crates in this auction.</source>
        <translation>No one can take your {treasure} crates in this auction.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="472"/>
        <source>You keep your bid cards for the auctions to come.</source>
        <translation>You keep your bid cards for the auctions to come.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="474"/>
        <source>The auction ends now, with the bids as they stand.</source>
        <translation>The auction ends now, with the bids as they stand.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="307"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Game over: {name} wins with {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="310"/>
        <source>Game over: {names} share the win with {points}</source>
        <translation>Game over: {names} share the win with {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="29"/>
        <source>Bid by {name}</source>
        <translation>Bid by {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="32"/>
        <source>Take this card back</source>
        <translation>Take this card back</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="36"/>
        <source>Special card of {name}</source>
        <translation>Special card of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="39"/>
        <source>Crate in the middle of the table</source>
        <translation>Crate in the middle of the table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="42"/>
        <source>Crate won by {name}</source>
        <translation>Crate won by {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="46"/>
        <source>Draw pile of {name}</source>
        <translation>Draw pile of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="49"/>
        <source>Discard pile of {name}</source>
        <translation>Discard pile of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="55"/>
        <source>Secured crates of {name}</source>
        <translation>Secured crates of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="61"/>
        <source>Bag</source>
        <translation>Bag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="71"/>
        <source>passed</source>
        <translation>passed</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="72"/>
        <source>no bid</source>
        <translation>no bid</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="73"/>
        <source>{name}: {bids}; secured crates: {count}.</source>
        <translation>{name}: {bids}; secured crates: {count}.</translation>
    </message>
</context>
<context>
    <name>CarambaTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="41"/>
        <source>Welcome to Caramba! You are Rosita and play the Bandidos at the bottom, against Pancho, Dolores and Emiliano. Each round starts with crates drawn from the bag into the centre of the table until all three treasures lie there: gold, ammunition and dynamite.</source>
        <translation>Welcome to Caramba! You are Rosita and play the Bandidos at the bottom, against Pancho, Dolores and Emiliano. Each round starts with crates drawn from the bag into the centre of the table until all three treasures lie there: gold, ammunition and dynamite.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="48"/>
        <source>The treasures are auctioned all at once. Whoever bids the most on a treasure wins all of its crates. Only crates you secure count as points at the end.</source>
        <translation>The treasures are auctioned all at once. Whoever bids the most on a treasure wins all of its crates. Only crates you secure count as points at the end.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="53"/>
        <source>These are your auction cards. A card bids its value on its treasure. A two-treasure card bids on one of its two treasures: you choose which when you play it.</source>
        <translation>These are your auction cards. A card bids its value on its treasure. A two-treasure card bids on one of its two treasures: you choose which when you play it.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="63"/>
        <source>Not this one yet: play the dynamite 3 / ammunition 4 card on ammunition, so that your bid matches Emiliano&apos;s.</source>
        <translation>Not this one yet: play the dynamite 3 / ammunition 4 card on ammunition, so that your bid matches Emiliano&apos;s.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="66"/>
        <source>Your special card is Manos arriba! Played in place of a bid, it ends the auction at once, but not in the first auction round. Everybody has had a turn now.</source>
        <translation>Your special card is Manos arriba! Played in place of a bid, it ends the auction at once, but not in the first auction round. Everybody has had a turn now.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="71"/>
        <source>Play Manos arriba! now: the auction ends, and every treasure goes to the highest total as it stands.</source>
        <translation>Play Manos arriba! now: the auction ends, and every treasure goes to the highest total as it stands.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="75"/>
        <source>Try your special card instead: Manos arriba! ends the auction while your ammunition is level with Emiliano&apos;s.</source>
        <translation>Try your special card instead: Manos arriba! ends the auction while your ammunition is level with Emiliano&apos;s.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="79"/>
        <source>Dolores won the gold, Emiliano the dynamite. On ammunition you and Emiliano had 4 each: a tie, so nobody won it and its crates stayed in the centre. Cards that won go to the discard pile; the others come back to the hand.</source>
        <translation>Dolores won the gold, Emiliano the dynamite. On ammunition you and Emiliano had 4 each: a tie, so nobody won it and its crates stayed in the centre. Cards that won go to the discard pile; the others come back to the hand.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="85"/>
        <source>After the auction, whoever won crates may secure one of their crates: face down, safe for good, points at the end. Dolores and Emiliano did so. The other crates they won lie unsecured in front of them.</source>
        <translation>After the auction, whoever won crates may secure one of their crates: face down, safe for good, points at the end. Dolores and Emiliano did so. The other crates they won lie unsecured in front of them.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="91"/>
        <source>Dolores played Fuera! before the auction: this round nobody can take her unsecured gold crates.</source>
        <translation>Dolores played Fuera! before the auction: this round nobody can take her unsecured gold crates.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="95"/>
        <source>The bonus: the highest unsecured crate of a treasure in front of a player adds to that player&apos;s bids on it. Dolores starts with 3 on gold before she plays a card.</source>
        <translation>The bonus: the highest unsecured crate of a treasure in front of a player adds to that player&apos;s bids on it. Dolores starts with 3 on gold before she plays a card.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="100"/>
        <source>You are the start player now: your first turn must be a bid. Five ammunition crates wait in the centre. Bid your ammunition 7.</source>
        <translation>You are the start player now: your first turn must be a bid. Five ammunition crates wait in the centre. Bid your ammunition 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="104"/>
        <source>Dolores bids 4 on gold, plus her bonus of 3. Answer with your gold 7.</source>
        <translation>Dolores bids 4 on gold, plus her bonus of 3. Answer with your gold 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="108"/>
        <source>Pancho is after the ammunition too. Add your ammunition 5.</source>
        <translation>Pancho is after the ammunition too. Add your ammunition 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="111"/>
        <source>Add the dynamite 3 / ammunition 4 card on ammunition: a two-treasure card may bid on a different treasure each auction.</source>
        <translation>Add the dynamite 3 / ammunition 4 card on ammunition: a two-treasure card may bid on a different treasure each auction.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="115"/>
        <source>Your gold 5 brings your gold to 12.</source>
        <translation>Your gold 5 brings your gold to 12.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="118"/>
        <source>Play your last card, ammunition 3 / dynamite 4, on dynamite.</source>
        <translation>Play your last card, ammunition 3 / dynamite 4, on dynamite.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="121"/>
        <source>Your hand is empty: pass. Whoever passes is out of this auction; it ends when everybody has passed.</source>
        <translation>Your hand is empty: pass. Whoever passes is out of this auction; it ends when everybody has passed.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="125"/>
        <source>You won the gold, but only the crate from the centre: Fuera! kept Dolores&apos;s gold. Pancho beat your 16 on ammunition with 17 and took the ammunition: the cards you bid on it are back in your hand.</source>
        <translation>You won the gold, but only the crate from the centre: Fuera! kept Dolores&apos;s gold. Pancho beat your 16 on ammunition with 17 and took the ammunition: the cards you bid on it are back in your hand.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="130"/>
        <source>You won a crate, so you may secure one. Secure your gold 3: choose it.</source>
        <translation>You won a crate, so you may secure one. Secure your gold 3: choose it.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="192"/>
        <source>Secure one of your crates now: choose it.</source>
        <translation>Secure one of your crates now: choose it.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="134"/>
        <source>Secure the gold 3: unsecured crates can still be taken by the others.</source>
        <translation>Secure the gold 3: unsecured crates can still be taken by the others.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="138"/>
        <source>Round 3. Everybody drew new cards. No crates were drawn: crates lying unsecured in front of players count as present. Pancho has a bonus of 3 on ammunition, and whoever wins the ammunition takes his unsecured ammunition crates.</source>
        <translation>Round 3. Everybody drew new cards. No crates were drawn: crates lying unsecured in front of players count as present. Pancho has a bonus of 3 on ammunition, and whoever wins the ammunition takes his unsecured ammunition crates.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="144"/>
        <source>Go for Pancho&apos;s ammunition: bid your ammunition 7.</source>
        <translation>Go for Pancho&apos;s ammunition: bid your ammunition 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="147"/>
        <source>Pancho played Estoy de vuelta! in his turn: he took a card back from his discard pile into his hand, his ammunition 7.</source>
        <translation>Pancho played Estoy de vuelta! in his turn: he took a card back from his discard pile into his hand, his ammunition 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="151"/>
        <source>Keep bidding on ammunition: your ammunition 5.</source>
        <translation>Keep bidding on ammunition: your ammunition 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="154"/>
        <source>The dynamite 3 / ammunition 4 card, on ammunition.</source>
        <translation>The dynamite 3 / ammunition 4 card, on ammunition.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="157"/>
        <source>The gold 3 / ammunition 4 card, on ammunition.</source>
        <translation>The gold 3 / ammunition 4 card, on ammunition.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="160"/>
        <source>The ammunition 3 / dynamite 4 card, on dynamite.</source>
        <translation>The ammunition 3 / dynamite 4 card, on dynamite.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="163"/>
        <source>The ammunition 3 / gold 4 card, on gold.</source>
        <translation>The ammunition 3 / gold 4 card, on gold.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="166"/>
        <source>Your hand is empty again: pass.</source>
        <translation>Your hand is empty again: pass.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="169"/>
        <source>You won the ammunition and took Pancho&apos;s four unsecured ammunition crates. Emiliano took Dolores&apos;s gold: without Fuera! it was no longer safe. Then he played En seguridad! This card secures several of his own unsecured crates at once, from this round or earlier ones, worth up to 6 together.</source>
        <translation>You won the ammunition and took Pancho&apos;s four unsecured ammunition crates. Emiliano took Dolores&apos;s gold: without Fuera! it was no longer safe. Then he played En seguridad! This card secures several of his own unsecured crates at once, from this round or earlier ones, worth up to 6 together.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="181"/>
        <source>From the next round on you play on your own: bid, pass and play your cards as you think best. You have seen all four special cards; yours is used up. This bubble comes back once you have won crates again.</source>
        <translation>From the next round on you play on your own: bid, pass and play your cards as you think best. You have seen all four special cards; yours is used up. This bubble comes back once you have won crates again.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="176"/>
        <source>Secure an ammunition 3, your most valuable crate.</source>
        <translation>Secure an ammunition 3, your most valuable crate.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="58"/>
        <source>Emiliano is the start player and has bid 4 on ammunition. Play your dynamite 3 / ammunition 4 card on ammunition: choose it, then its ammunition half. You draw level with him.</source>
        <translation>Emiliano is the start player and has bid 4 on ammunition. Play your dynamite 3 / ammunition 4 card on ammunition: choose it, then its ammunition half. You draw level with him.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="179"/>
        <source>Secure an ammunition 3: it is worth more than the ammunition 2.</source>
        <translation>Secure an ammunition 3: it is worth more than the ammunition 2.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="187"/>
        <source>You won crates again: secure one of them, whichever you like. A secured crate is safe for good; one left unsecured can be taken, but the highest of each treasure gives you its bonus.</source>
        <translation>You won crates again: secure one of them, whichever you like. A secured crate is safe for good; one left unsecured can be taken, but the highest of each treasure gives you its bonus.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="195"/>
        <source>That is Caramba! The rounds go on until a missing treasure can no longer be drawn from the bag. Most points in secured crates wins; on a tie, most cards in hand. Play on, or start a real game.</source>
        <translation>That is Caramba! The rounds go on until a missing treasure can no longer be drawn from the bag. Most points in secured crates wins; on a tie, most cards in hand. Play on, or start a real game.</translation>
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
        <translation>Ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="18"/>
        <source>Dynamite</source>
        <translation>Dynamite</translation>
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
        <translation>Dealing</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="55"/>
        <source>Drawing crates</source>
        <translation>Drawing crates</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="56"/>
        <source>Before the auction</source>
        <translation>Before the auction</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="57"/>
        <source>Auction</source>
        <translation>Auction</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="58"/>
        <source>Securing crates</source>
        <translation>Securing crates</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="59"/>
        <source>Drawing cards</source>
        <translation>Drawing cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="60"/>
        <source>Game over</source>
        <translation>Game over</translation>
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
        <translation>Player %1</translation>
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
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="504"/>
        <source>Pass</source>
        <translation>Pass</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="529"/>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="58"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="549"/>
        <source>Secure %1 of %2</source>
        <translation>Secure %1 of %2</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="563"/>
        <source>Keep</source>
        <translation>Keep</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="624"/>
        <source>Passed</source>
        <translation>Passed</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="626"/>
        <source>To play</source>
        <translation>To play</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="754"/>
        <source>Round %1</source>
        <translation>Round %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="774"/>
        <source>Take back which card?</source>
        <translation>Take back which card?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="23"/>
        <source>Game over: %1 wins</source>
        <translation>Game over: %1 wins</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="25"/>
        <source>Game over: shared win for %1</source>
        <translation>Game over: shared win for %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="34"/>
        <source>%1 is bidding</source>
        <translation>%1 is bidding</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="36"/>
        <source>%1 is securing crates</source>
        <translation>%1 is securing crates</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="38"/>
        <source>Waiting for %1</source>
        <translation>Waiting for %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="52"/>
        <source>En seguridad!: pick crates worth 6 at most</source>
        <translation>En seguridad!: pick crates worth 6 at most</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="44"/>
        <source>Which treasure? Choose a half or a button</source>
        <translation>Which treasure? Choose a half or a button</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="47"/>
        <source>Estoy de vuelta!: take back which card?</source>
        <translation>Estoy de vuelta!: take back which card?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="50"/>
        <source>Fuera!: protect which treasure?</source>
        <translation>Fuera!: protect which treasure?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="56"/>
        <source>Choose a card to bid: the start player must bid</source>
        <translation>Choose a card to bid: the start player must bid</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="58"/>
        <source>Choose a card to bid or pass</source>
        <translation>Choose a card to bid or pass</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="60"/>
        <source>You have no card to bid: pass</source>
        <translation>You have no card to bid: pass</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="63"/>
        <source>Play Fuera! to protect a treasure, or continue</source>
        <translation>Play Fuera! to protect a treasure, or continue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="65"/>
        <source>The auction begins: choose “Continue”</source>
        <translation>The auction begins: choose “Continue”</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="67"/>
        <source>Secure a crate, or keep them all</source>
        <translation>Secure a crate, or keep them all</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="68"/>
        <source>Keep your crates</source>
        <translation>Keep your crates</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="35"/>
        <source>Manos arriba!: on your auction turn, instead of a bid card (not in the first round of bidding). The auction ends at once and goes to the result.</source>
        <translation>Manos arriba!: on your auction turn, instead of a bid card (not in the first round of bidding). The auction ends at once and goes to the result.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="38"/>
        <source>Estoy de vuelta!: on your auction turn, instead of a bid card. Take one card of your discard pile back into your hand; you stay in the auction.</source>
        <translation>Estoy de vuelta!: on your auction turn, instead of a bid card. Take one card of your discard pile back into your hand; you stay in the auction.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="41"/>
        <source>Fuera!: after the crates are drawn, before the first bid. Your unsecured crates of one treasure cannot be taken from you this round; their bonus still counts.</source>
        <translation>Fuera!: after the crates are drawn, before the first bid. Your unsecured crates of one treasure cannot be taken from you this round; their bonus still counts.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="45"/>
        <source>En seguridad!: when crates are secured, instead of one crate. Secure unsecured crates of any treasures worth 6 at most together, even in a round you won nothing.</source>
        <translation>En seguridad!: when crates are secured, instead of one crate. Secure unsecured crates of any treasures worth 6 at most together, even in a round you won nothing.</translation>
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
        <translation>The auction is over: see who won what</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="46"/>
        <source>Round %1: the auction&apos;s result</source>
        <translation>Round %1: the auction&apos;s result</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="97"/>
        <source>%1 wins a crate</source>
        <translation>%1 wins a crate</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="99"/>
        <source>%1 wins %2 crates</source>
        <translation>%1 wins %2 crates</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="101"/>
        <source>%1 wins: no crate to take</source>
        <translation>%1 wins: no crate to take</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="104"/>
        <source>Nobody bid</source>
        <translation>Nobody bid</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="107"/>
        <source>Tie: a crate goes to the centre</source>
        <translation>Tie: a crate goes to the centre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="109"/>
        <source>Tie: %1 crates go to the centre</source>
        <translation>Tie: %1 crates go to the centre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="111"/>
        <source>Tie: nobody wins</source>
        <translation>Tie: nobody wins</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="112"/>
        <source>Protect gold</source>
        <translation>Protect gold</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="114"/>
        <source>Protect ammunition</source>
        <translation>Protect ammunition</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="115"/>
        <source>Protect dynamite</source>
        <translation>Protect dynamite</translation>
    </message>
</context>
<context>
    <name>CaravanCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="131"/>
        <source>%n action(s)</source>
        <translation>
            <numerusform>%n action</numerusform>
            <numerusform>%n actions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="135"/>
        <source>%n point(s)</source>
        <translation>
            <numerusform>%n point</numerusform>
            <numerusform>%n points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="139"/>
        <source>%n demand marker(s)</source>
        <translation>
            <numerusform>%n demand marker</numerusform>
            <numerusform>%n demand markers</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="142"/>
        <source>%n good(s) delivered</source>
        <translation>
            <numerusform>%n good delivered</numerusform>
            <numerusform>%n goods delivered</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="145"/>
        <source>−{penalty} for %n good(s) held</source>
        <translation>
            <numerusform>−{penalty} for %n good held</numerusform>
            <numerusform>−{penalty} for %n goods held</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaravanTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="27"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="34"/>
        <source>meat</source>
        <translation>meat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="35"/>
        <source>swords</source>
        <translation>swords</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="36"/>
        <source>salt</source>
        <translation>salt</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="37"/>
        <source>hides</source>
        <translation>hides</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="38"/>
        <source>ivory</source>
        <translation>ivory</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="39"/>
        <source>cloth</source>
        <translation>cloth</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="40"/>
        <source>gems</source>
        <translation>gems</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="41"/>
        <source>paper</source>
        <translation>paper</translation>
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
        <translation>Cairo</translation>
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
        <translation>A sixth camel for everybody (learning or relaxed game)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="183"/>
        <source>Goods</source>
        <translation>Goods</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="191"/>
        <source>Shorter game with 2-3 players</source>
        <translation>Shorter game with 2-3 players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="192"/>
        <source>All 48 goods</source>
        <translation>All 48 goods</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="193"/>
        <source>Shorter game (32 goods)</source>
        <translation>Shorter game (32 goods)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="204"/>
        <source>{name} ends the turn</source>
        <translation>{name} ends the turn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="216"/>
        <source>{name} is the start player</source>
        <translation>{name} is the start player</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="221"/>
        <source>Drawn from the bag: {good} onto space {number}</source>
        <translation>Drawn from the bag: {good} onto space {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="227"/>
        <source>{name}&apos;s turn: {actions}</source>
        <translation>{name}&apos;s turn: {actions}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="282"/>
        <source>Only four goods are left on the board: a demand marker goes onto each; the bag is empty, so no new goods come</source>
        <translation>Only four goods are left on the board: a demand marker goes onto each; the bag is empty, so no new goods come</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="285"/>
        <source>Only four goods are left on the board: a demand marker goes onto each, and new goods are drawn</source>
        <translation>Only four goods are left on the board: a demand marker goes onto each, and new goods are drawn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="291"/>
        <source>The bag is empty: the next delivery ends the game</source>
        <translation>The bag is empty: the next delivery ends the game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="298"/>
        <source>Nothing was picked up, stolen or delivered for {rounds} rounds: the game ends here.</source>
        <translation>Nothing was picked up, stolen or delivered for {rounds} rounds: the game ends here.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="304"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="307"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Game over: {name} wins with {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="310"/>
        <source>Game over: {names} share the win with {points} each</source>
        <translation>Game over: {names} share the win with {points} each</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="328"/>
        <source>end the turn</source>
        <translation>end the turn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="332"/>
        <source>place a camel {where} ({actions})</source>
        <translation>place a camel {where} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="335"/>
        <source>move a camel {origin} {destination} ({actions})</source>
        <translation>move a camel {origin} {destination} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="342"/>
        <source>pick up {good} {where} and take {markers}</source>
        <translation>pick up {good} {where} and take {markers}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="344"/>
        <source>pick up {good} {where}</source>
        <translation>pick up {good} {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="346"/>
        <source>steal {good} from {victim} {where}</source>
        <translation>steal {good} from {victim} {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="352"/>
        <source>deliver {good} {destination}</source>
        <translation>deliver {good} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="354"/>
        <source>pass {good} along the chain {origin} {destination}</source>
        <translation>pass {good} along the chain {origin} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="366"/>
        <source>You do not have enough actions left for that</source>
        <translation>You do not have enough actions left for that</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="368"/>
        <source>A camel carrying a good cannot move, pick up or steal</source>
        <translation>A camel carrying a good cannot move, pick up or steal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="370"/>
        <source>You must keep at least one camel without a good</source>
        <translation>You must keep at least one camel without a good</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="372"/>
        <source>You have no theft marker left, so you cannot steal</source>
        <translation>You have no theft marker left, so you cannot steal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="381"/>
        <source>There is no such space</source>
        <translation>There is no such space</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="382"/>
        <source>You have no such camel</source>
        <translation>You have no such camel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="383"/>
        <source>All your camels are on the board</source>
        <translation>All your camels are on the board</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="384"/>
        <source>That camel is not on the board yet</source>
        <translation>That camel is not on the board yet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="385"/>
        <source>The camel is already on that space</source>
        <translation>The camel is already on that space</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="386"/>
        <source>That camel carries no good</source>
        <translation>That camel carries no good</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="387"/>
        <source>You can only steal from another player</source>
        <translation>You can only steal from another player</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="388"/>
        <source>You can only steal from a camel on your camel&apos;s space</source>
        <translation>You can only steal from a camel on your camel&apos;s space</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="390"/>
        <source>That camel carries no good to steal</source>
        <translation>That camel carries no good to steal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="391"/>
        <source>That good is no longer in the bag</source>
        <translation>That good is no longer in the bag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="393"/>
        <source>First choose one of your camels, or your supply to place one; then the space</source>
        <translation>First choose one of your camels, or your supply to place one; then the space</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="404"/>
        <source>It leaves {actions} unused.</source>
        <translation>It leaves {actions} unused.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="409"/>
        <source>It makes {points}.</source>
        <translation>It makes {points}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="412"/>
        <source>It uses your theft marker.</source>
        <translation>It uses your theft marker.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="414"/>
        <source>It takes {markers}.</source>
        <translation>It takes {markers}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="426"/>
        <source>There is {good} to pick up there.</source>
        <translation>There is {good} to pick up there.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="430"/>
        <source>It lengthens a chain of your camels.</source>
        <translation>It lengthens a chain of your camels.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="374"/>
        <source>A stolen good cannot be stolen again until it has been moved</source>
        <translation>A stolen good cannot be stolen again until it has been moved</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="376"/>
        <source>Goods only move through a chain of your own camels, side by side (not diagonally)</source>
        <translation>Goods only move through a chain of your own camels, side by side (not diagonally)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="378"/>
        <source>A good can only move onto one of your empty camels</source>
        <translation>A good can only move onto one of your empty camels</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="380"/>
        <source>There is no good on that space</source>
        <translation>There is no good on that space</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="73"/>
        <source>in Marrakech</source>
        <translation>in Marrakech</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="74"/>
        <source>from Marrakech</source>
        <translation>from Marrakech</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="75"/>
        <source>to Marrakech</source>
        <translation>to Marrakech</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="76"/>
        <source>in Tunis</source>
        <translation>in Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="77"/>
        <source>from Tunis</source>
        <translation>from Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="78"/>
        <source>to Tunis</source>
        <translation>to Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="79"/>
        <source>in Sijilmasa</source>
        <translation>in Sijilmasa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="80"/>
        <source>from Sijilmasa</source>
        <translation>from Sijilmasa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="81"/>
        <source>to Sijilmasa</source>
        <translation>to Sijilmasa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="82"/>
        <source>in Cairo</source>
        <translation>in Cairo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="83"/>
        <source>from Cairo</source>
        <translation>from Cairo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="84"/>
        <source>to Cairo</source>
        <translation>to Cairo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="85"/>
        <source>in Timbuktu</source>
        <translation>in Timbuktu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="86"/>
        <source>from Timbuktu</source>
        <translation>from Timbuktu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="87"/>
        <source>to Timbuktu</source>
        <translation>to Timbuktu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="88"/>
        <source>in Gao</source>
        <translation>in Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="89"/>
        <source>from Gao</source>
        <translation>from Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="90"/>
        <source>to Gao</source>
        <translation>to Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="91"/>
        <source>in Djenné</source>
        <translation>in Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="92"/>
        <source>from Djenné</source>
        <translation>from Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="93"/>
        <source>to Djenné</source>
        <translation>to Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="94"/>
        <source>in Kano</source>
        <translation>in Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="95"/>
        <source>from Kano</source>
        <translation>from Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="96"/>
        <source>to Kano</source>
        <translation>to Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="105"/>
        <source>on space {number} ({coordinate})</source>
        <translation>on space {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="106"/>
        <source>from space {number} ({coordinate})</source>
        <translation>from space {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="107"/>
        <source>to space {number} ({coordinate})</source>
        <translation>to space {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="110"/>
        <source>on {coordinate}</source>
        <translation>on {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="111"/>
        <source>from {coordinate}</source>
        <translation>from {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="112"/>
        <source>to {coordinate}</source>
        <translation>to {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="232"/>
        <source>{name} places a camel {where} ({actions})</source>
        <translation>{name} places a camel {where} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="239"/>
        <source>{name} moves a camel {origin} {destination} ({actions})</source>
        <translation>{name} moves a camel {origin} {destination} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="249"/>
        <source>{name} picks up {good} {where} and takes {markers}</source>
        <translation>{name} picks up {good} {where} and takes {markers}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="252"/>
        <source>{name} picks up {good} {where}</source>
        <translation>{name} picks up {good} {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="257"/>
        <source>{name} steals {good} from {victim} {where} and hands over the theft marker</source>
        <translation>{name} steals {good} from {victim} {where} and hands over the theft marker</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="267"/>
        <source>{name} passes {good} along the chain {origin} {destination}</source>
        <translation>{name} passes {good} along the chain {origin} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="274"/>
        <source>{name} delivers {good} {destination}: {points}</source>
        <translation>{name} delivers {good} {destination}: {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="19"/>
        <source>Camel {number} of {name}</source>
        <translation>Camel {number} of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="22"/>
        <source>in the supply</source>
        <translation>in the supply</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="24"/>
        <source>{where}, carrying {good} {destination}</source>
        <translation>{where}, carrying {good} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="36"/>
        <source>Cities: {cities}.</source>
        <translation>Cities: {cities}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="37"/>
        <source>{city} ({coordinate}) takes {good}</source>
        <translation>{city} ({coordinate}) takes {good}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="66"/>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="101"/>
        <source>Demand {where}</source>
        <translation>Demand {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="69"/>
        <source>Go {where}</source>
        <translation>Go {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="73"/>
        <source>Demand markers of {name}</source>
        <translation>Demand markers of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="76"/>
        <source>Theft markers of {name}</source>
        <translation>Theft markers of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="90"/>
        <source>{count} in the supply</source>
        <translation>{count} in the supply</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="92"/>
        <source>Camels of {name}: {camels}.</source>
        <translation>Camels of {name}: {camels}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="94"/>
        <source>{good} {where}, wanted {destination}</source>
        <translation>{good} {where}, wanted {destination}</translation>
    </message>
</context>
<context>
    <name>CaravanTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="98"/>
        <source>Place your camel on the cloth (space 4): it is a rare good, worth 6.</source>
        <translation>Place your camel on the cloth (space 4): it is a rare good, worth 6.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="101"/>
        <source>Pancho placed a camel and picked up salt, with the demand marker lying there: each demand marker is a point. You have three actions now. Pick up the cloth with your camel standing on it.</source>
        <translation>Pancho placed a camel and picked up salt, with the demand marker lying there: each demand marker is a point. You have three actions now. Pick up the cloth with your camel standing on it.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="106"/>
        <source>Cloth is wanted in Tunis, at the right edge of the board. Place a camel on the hides (space 5), then one on Tunis itself.</source>
        <translation>Cloth is wanted in Tunis, at the right edge of the board. Place a camel on the hides (space 5), then one on Tunis itself.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="110"/>
        <source>Place a camel on the hides (space 5), then one on Tunis.</source>
        <translation>Place a camel on the hides (space 5), then one on Tunis.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="112"/>
        <source>Four actions this turn. Place a camel right of your camel with the cloth.</source>
        <translation>Four actions this turn. Place a camel right of your camel with the cloth.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="116"/>
        <source>Pick up the hides with your camel on space 5.</source>
        <translation>Pick up the hides with your camel on space 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="86"/>
        <source>Welcome to Caravan! You are Rosita and play against Pancho. Goods lie on the eight numbered spaces, and each city wants one kind of good. Your camels carry goods there in chains: a delivered good scores 3 (a common good) or 6 (a rare one).</source>
        <translation>Welcome to Caravan! You are Rosita and play against Pancho. Goods lie on the eight numbered spaces, and each city wants one kind of good. Your camels carry goods there in chains: a delivered good scores 3 (a common good) or 6 (a rare one).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="92"/>
        <source>A turn has four actions; the first turns have fewer, and you start with one. Placing a camel from your supply on an empty space costs one action. Place a camel on the cloth, on space 4: choose a camel of your supply, then the space.</source>
        <translation>A turn has four actions; the first turns have fewer, and you start with one. Placing a camel from your supply on an empty space costs one action. Place a camel on the cloth, on space 4: choose a camel of your supply, then the space.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="119"/>
        <source>Only four goods were left on the board, so the board was refilled: each of them got a demand marker, and four new goods were drawn from the bag onto the empty numbered spaces. Now place your last camel between your two camels on the right.</source>
        <translation>Only four goods were left on the board, so the board was refilled: each of them got a demand marker, and four new goods were drawn from the bag onto the empty numbered spaces. Now place your last camel between your two camels on the right.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="125"/>
        <source>Camels on neighbouring spaces form a chain, and one action passes a good along it to any camel of the chain. Pass the cloth to your camel next to it: choose the cloth, then that camel.</source>
        <translation>Camels on neighbouring spaces form a chain, and one action passes a good along it to any camel of the chain. Pass the cloth to your camel next to it: choose the cloth, then that camel.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="130"/>
        <source>Pancho&apos;s meat stands in the gap of your chain. Moving a camel costs one action onto an empty space, two onto a space with camels on it. Move your empty camel on the left onto Pancho&apos;s camel with the meat: two actions.</source>
        <translation>Pancho&apos;s meat stands in the gap of your chain. Moving a camel costs one action onto an empty space, two onto a space with camels on it. Move your empty camel on the left onto Pancho&apos;s camel with the meat: two actions.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="136"/>
        <source>Theft: a camel of yours without a good may steal the good of another player&apos;s camel on its space, with your theft marker. Steal Pancho&apos;s meat.</source>
        <translation>Theft: a camel of yours without a good may steal the good of another player&apos;s camel on its space, with your theft marker. Steal Pancho&apos;s meat.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="141"/>
        <source>Your camels now reach from the cloth to Tunis without a gap. Pass the cloth along the chain to your camel on Tunis: it is delivered.</source>
        <translation>Your camels now reach from the cloth to Tunis without a gap. Pass the cloth along the chain to your camel on Tunis: it is delivered.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="146"/>
        <source>Delivered: 6 points, and Pancho delivered too. From now on you both play as you like. Gao wants your meat, Djenné your hides: build a chain there, or send empty camels to new goods.</source>
        <translation>Delivered: 6 points, and Pancho delivered too. From now on you both play as you like. Gao wants your meat, Djenné your hides: build a chain there, or send empty camels to new goods.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="151"/>
        <source>Time to load a good. Picking it up costs one action, and the demand markers lying with it are yours: 1 point each. One camel must always stay without a good. Pick up a good, or move an empty camel onto one; then play on.</source>
        <translation>Time to load a good. Picking it up costs one action, and the demand markers lying with it are yours: 1 point each. One camel must always stay without a good. Pick up a good, or move an empty camel onto one; then play on.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="157"/>
        <source>Pick up a good with a camel standing on it, or move a camel without a good onto a space where a good lies.</source>
        <translation>Pick up a good with a camel standing on it, or move a camel without a good onto a space where a good lies.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="161"/>
        <source>The game ends with the first delivery after the bag has run out: with two players, after about twenty turns each. Goods still on your camels then cost points: two cost 1, three 3, four 6; from two on, your player board shows the cost under your points. Play on, or start a real game.</source>
        <translation>The game ends with the first delivery after the bag has run out: with two players, after about twenty turns each. Goods still on your camels then cost points: two cost 1, three 3, four 6; from two on, your player board shows the cost under your points. Play on, or start a real game.</translation>
    </message>
</context>
<context>
    <name>CaravanView</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="153"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="154"/>
        <source>Turn {turn}: {name}</source>
        <translation>Turn {turn}: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="156"/>
        <source>New goods are drawn</source>
        <translation>New goods are drawn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="159"/>
        <source>the next delivery ends the game</source>
        <translation>the next delivery ends the game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="392"/>
        <source>End turn</source>
        <translation>End turn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="395"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="558"/>
        <source>{actions} left</source>
        <translation>{actions} left</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="593"/>
        <source>Game over: {name} wins</source>
        <translation>Game over: {name} wins</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="594"/>
        <source>Game over: shared win for {names}</source>
        <translation>Game over: shared win for {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="599"/>
        <source>Your turn: choose a camel, or your supply to place one</source>
        <translation>Your turn: choose a camel, or your supply to place one</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="602"/>
        <source>Place the camel: choose a space (number = cost in actions)</source>
        <translation>Place the camel: choose a space (number = cost in actions)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="605"/>
        <source>Choose a space for the camel (number = cost) or a good to take</source>
        <translation>Choose a space for the camel (number = cost) or a good to take</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="607"/>
        <source>Choose the empty camel that takes the good</source>
        <translation>Choose the empty camel that takes the good</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="610"/>
        <source>Goods are drawn from the bag</source>
        <translation>Goods are drawn from the bag</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="611"/>
        <source>{name} is playing</source>
        <translation>{name} is playing</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/start_page.py" line="280"/>
        <source>%n older game(s) ▾</source>
        <translation>
            <numerusform>%n older game ▾</numerusform>
            <numerusform>%n older games ▾</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="477"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="494"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="497"/>
        <source>{name} wins!</source>
        <translation>{name} wins!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="500"/>
        <source>Shared win: {names}</source>
        <translation>Shared win: {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="513"/>
        <source>{name} (computer)</source>
        <translation>{name} (computer)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="529"/>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="530"/>
        <source>Play again, same seats</source>
        <translation>Play again, same seats</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="531"/>
        <source>Back to start</source>
        <translation>Back to start</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="532"/>
        <source>Replay</source>
        <translation>Replay</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="535"/>
        <source>Look at the table</source>
        <translation>Look at the table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="538"/>
        <source>Deal number {number}</source>
        <translation>Deal number {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="539"/>
        <source>Play this deal again</source>
        <translation>Play this deal again</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="540"/>
        <source>The same seats and options and the same draws, from the start</source>
        <translation>The same seats and options and the same draws, from the start</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="542"/>
        <source>Show the results</source>
        <translation>Show the results</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="533"/>
        <source>Step through the game move by move (Ctrl+R)</source>
        <translation>Step through the game move by move (Ctrl+R)</translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/game_over.py" line="485"/>
        <source>{name} has won {wins} of the last %n game(s) of {game}</source>
        <translation>
            <numerusform>{name} has won {wins} of %n game of {game}</numerusform>
            <numerusform>{name} has won {wins} of the last %n games of {game}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/game_over.py" line="488"/>
        <source>{name} has won {wins} of the last %n game(s) against {level}</source>
        <translation>
            <numerusform>{name} has won {wins} of %n game against {level}</numerusform>
            <numerusform>{name} has won {wins} of the last %n games against {level}</numerusform>
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
            <numerusform>%n game</numerusform>
            <numerusform>%n games</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/statistics.py" line="162"/>
        <source>Score of the last %n game(s):</source>
        <translation>
            <numerusform>Score of the last game:</numerusform>
            <numerusform>Score of the last %n games:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/statistics.py" line="192"/>
        <source>{level}: won {wins} of %n game(s)</source>
        <translation>
            <numerusform>{level}: won {wins} of %n game</numerusform>
            <numerusform>{level}: won {wins} of %n games</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="127"/>
        <source>Human</source>
        <translation>Human</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="129"/>
        <source>Computer · {level}</source>
        <translation>Computer · {level}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="400"/>
        <source>to play</source>
        <translation>to play</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="417"/>
        <source>Pass the screen to {name}</source>
        <translation>Pass the screen to {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="448"/>
        <source>Deal {number}</source>
        <translation>Deal {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="449"/>
        <source>Enter this number in a new game to play the same deal again</source>
        <translation>Enter this number in a new game to play the same deal again</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="546"/>
        <source>Autosave failed: the game goes on unsaved</source>
        <translation>Autosave failed: the game goes on unsaved</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="580"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="581"/>
        <source>What happened</source>
        <translation>What happened</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="582"/>
        <source>Undo</source>
        <translation>Undo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="603"/>
        <source>You have seen a card since: it cannot be taken back</source>
        <translation>You have seen a card since: it cannot be taken back</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="604"/>
        <source>Take back your last move ({key})</source>
        <translation>Take back your last move ({key})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="583"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="584"/>
        <source>How to play (F1)</source>
        <translation>How to play (F1)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="585"/>
        <source>Leave</source>
        <translation>Leave</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="586"/>
        <source>Back to the start page; the game is kept and can be continued</source>
        <translation>Back to the start page; the game is kept and can be continued</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="19"/>
        <source>It is not your turn</source>
        <translation>It is not your turn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="20"/>
        <source>Pass the screen on first</source>
        <translation>Pass the screen on first</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="21"/>
        <source>The game is over</source>
        <translation>The game is over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="22"/>
        <source>The game is closed</source>
        <translation>The game is closed</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="23"/>
        <source>The rules do not allow that move now</source>
        <translation>The rules do not allow that move now</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="24"/>
        <source>That move belongs to another part of the turn</source>
        <translation>That move belongs to another part of the turn</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="26"/>
        <location filename="../caramba_desktop/ui/refusals.py" line="27"/>
        <source>That is not a move of this game</source>
        <translation>That is not a move of this game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="28"/>
        <source>Wait a moment: chance decides first</source>
        <translation>Wait a moment: chance decides first</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="29"/>
        <source>Chance cannot bring that</source>
        <translation>Chance cannot bring that</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="30"/>
        <source>This game has no such option</source>
        <translation>This game has no such option</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="31"/>
        <source>That option cannot take this value</source>
        <translation>That option cannot take this value</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="32"/>
        <source>This game is not for that many players</source>
        <translation>This game is not for that many players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="41"/>
        <source>That move is not possible now</source>
        <translation>That move is not possible now</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="452"/>
        <source>Game {number}</source>
        <translation>Game {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="453"/>
        <source>Enter this number in a new game to play again with the same luck</source>
        <translation>Enter this number in a new game to play again with the same luck</translation>
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
        <translation>All players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="369"/>
        <source>Loading the games played…</source>
        <translation>Loading the games played…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="393"/>
        <source>This game cannot be read: its record is damaged.</source>
        <translation>This game cannot be read: its record is damaged.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="407"/>
        <source>Save the game as</source>
        <translation>Save the game as</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="408"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Saved games (*{suffix});;All files (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="416"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>“{file}” could not be written: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="428"/>
        <source>Saved as “{file}”</source>
        <translation>Saved as “{file}”</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="443"/>
        <location filename="../caramba_desktop/ui/games_played.py" line="453"/>
        <source>Games played</source>
        <translation>Games played</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="454"/>
        <source>&amp;Game:</source>
        <translation>&amp;Game:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="455"/>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="459"/>
        <source>All games</source>
        <translation>All games</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="196"/>
        <source>Ended</source>
        <translation>Ended</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="196"/>
        <source>Game</source>
        <translation>Game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="197"/>
        <source>Players and scores</source>
        <translation>Players and scores</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="198"/>
        <source>Moves</source>
        <translation>Moves</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="370"/>
        <source>No finished game yet: every game played to the end is listed here.</source>
        <translation>No finished game yet: every game played to the end is listed here.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="366"/>
        <source>The games played cannot be kept on this computer for now.</source>
        <translation>The games played cannot be kept on this computer for now.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="465"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Save as…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="466"/>
        <source>&amp;Replay</source>
        <translation>&amp;Replay</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="176"/>
        <location filename="../caramba_desktop/ui/handoff.py" line="190"/>
        <source>Pass to {name}</source>
        <translation>Pass to {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="179"/>
        <source>{name}, go on when you are ready — nobody else should look.</source>
        <translation>{name}, go on when you are ready — nobody else should look.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="184"/>
        <source>I am {name} — show my cards</source>
        <translation>I am {name} — show my cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="188"/>
        <source>or press Enter</source>
        <translation>or press Enter</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="40"/>
        <source>not weighed enough</source>
        <translation>not weighed enough</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="41"/>
        <source>about {chance} to win</source>
        <translation>about {chance} to win</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="60"/>
        <source>the best chance it found</source>
        <translation>the best chance it found</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="63"/>
        <source>as good, as far as it can tell</source>
        <translation>as good, as far as it can tell</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="67"/>
        <source>much worse</source>
        <translation>much worse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="68"/>
        <source>worse</source>
        <translation>worse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="74"/>
        <source>Better or worse: as the strongest level judges it; in this game its chances are too rough to show as numbers.</source>
        <translation>Better or worse: as the strongest level judges it; in this game its chances are too rough to show as numbers.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="77"/>
        <source>Chance to win: the strongest level&apos;s estimate, playing on against players as strong as itself.</source>
        <translation>Chance to win: the strongest level&apos;s estimate, playing on against players as strong as itself.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="106"/>
        <source>Suggested: {move} ({chance})</source>
        <translation>Suggested: {move} ({chance})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="111"/>
        <source>Why: {reason}</source>
        <translation>Why: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="113"/>
        <source>or {move} ({chance})</source>
        <translation>or {move} ({chance})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="175"/>
        <source>Thinking…</source>
        <translation>Thinking…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="214"/>
        <source>Hint</source>
        <translation>Hint</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="215"/>
        <source>What would the strongest computer level play? (H)</source>
        <translation>What would the strongest computer level play? (H)</translation>
    </message>
</context>
<context>
    <name>HistoryCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/games_played.py" line="110"/>
        <source>%n game(s) could not be read: the file of the games played holds values that do not fit.</source>
        <translation>
            <numerusform>%n game could not be read: the file of the games played holds values that do not fit.</numerusform>
            <numerusform>%n games could not be read: the file of the games played holds values that do not fit.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryKeeper</name>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="44"/>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="95"/>
        <source>Games played</source>
        <translation>Games played</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="45"/>
        <source>The games played cannot be kept on this computer for now. You can play as usual.</source>
        <translation>The games played cannot be kept on this computer for now. You can play as usual.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="96"/>
        <source>The file of the games played was damaged or made by a newer version. It was set aside as “{file}” and a new one was started; play goes on.</source>
        <translation>The file of the games played was damaged or made by a newer version. It was set aside as “{file}” and a new one was started; play goes on.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="264"/>
        <source>Game log</source>
        <translation>Game log</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="265"/>
        <source>What has happened so far</source>
        <translation>What has happened so far</translation>
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
        <translation>Auction and bluff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="66"/>
        <source>Bands bid with their cards for crates of gold, ammunition and dynamite — and steal the ones not yet secured.</source>
        <translation>Bands bid with their cards for crates of gold, ammunition and dynamite — and steal the ones not yet secured.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="71"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="72"/>
        <source>Memory card game</source>
        <translation>Memory card game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="77"/>
        <source>Peek, spy and swap your face-down cards for the lowest total, then call “Cabo”.</source>
        <translation>Peek, spy and swap your face-down cards for the lowest total, then call “Cabo”.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="82"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="83"/>
        <source>Camels carry goods to cities</source>
        <translation>Camels carry goods to cities</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="88"/>
        <source>Lead camel trains across the desert to the cities that want your goods.</source>
        <translation>Lead camel trains across the desert to the cities that want your goods.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="93"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="94"/>
        <source>Dice race to the silver mine</source>
        <translation>Dice race to the silver mine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="99"/>
        <source>Roll and race your sombreros to the silver mine; the last one still on the track wins.</source>
        <translation>Roll and race your sombreros to the silver mine; the last one still on the track wins.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="294"/>
        <source>by {designer} · {low}–{high} players</source>
        <translation>by {designer} · {low}–{high} players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="297"/>
        <source>New game…</source>
        <translation>New game…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="298"/>
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="302"/>
        <source>Coming soon</source>
        <translation>Coming soon</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="342"/>
        <source>race {number}</source>
        <translation>race {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="344"/>
        <source>turn {number}</source>
        <translation>turn {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="542"/>
        <source>Reading the game…</source>
        <translation>Reading the game…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="543"/>
        <source>Choose a game</source>
        <translation>Choose a game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="546"/>
        <source>Open a saved game…</source>
        <translation>Open a saved game…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="549"/>
        <source>Settings…</source>
        <translation>Settings…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="550"/>
        <source>About</source>
        <translation>About</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="273"/>
        <source>Continue</source>
        <translation>Continue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="348"/>
        <source>round {number}</source>
        <translation>round {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="350"/>
        <source>last played {when}</source>
        <translation>last played {when}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="373"/>
        <source>The file is damaged: it is not readable game data.</source>
        <translation>The file is damaged: it is not readable game data.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="374"/>
        <source>The file is not a saved game of {app}.</source>
        <translation>The file is not a saved game of {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="376"/>
        <source>The game was saved by a newer version of {app}.</source>
        <translation>The game was saved by a newer version of {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="378"/>
        <source>The file holds a game this version does not know.</source>
        <translation>The file holds a game this version does not know.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="379"/>
        <source>The file is damaged: its options or moves are not valid.</source>
        <translation>The file is damaged: its options or moves are not valid.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="381"/>
        <source>The file is damaged: it does not say who plays which seat.</source>
        <translation>The file is damaged: it does not say who plays which seat.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="383"/>
        <source>The file is too large to be a saved game.</source>
        <translation>The file is too large to be a saved game.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="384"/>
        <location filename="../caramba_desktop/ui/reading.py" line="402"/>
        <source>The file cannot be read.</source>
        <translation>The file cannot be read.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="385"/>
        <source>This game cannot be played in this version yet.</source>
        <translation>This game cannot be played in this version yet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="388"/>
        <source>The file is damaged: a player&apos;s name is longer than {count} characters.</source>
        <translation>The file is damaged: a player&apos;s name is longer than {count} characters.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="390"/>
        <source>The file is damaged: a player&apos;s name holds control characters.</source>
        <translation>The file is damaged: a player&apos;s name holds control characters.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="392"/>
        <source>The file is damaged: its deal number is out of range.</source>
        <translation>The file is damaged: its deal number is out of range.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="397"/>
        <source>The file is damaged: move {number} breaks the rules.</source>
        <translation>The file is damaged: move {number} breaks the rules.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="403"/>
        <source>The file is damaged.</source>
        <translation>The file is damaged.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/selftest.py" line="237"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="310"/>
        <source>&amp;Game</source>
        <translation>&amp;Game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="311"/>
        <source>&amp;New game…</source>
        <translation>&amp;New game…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="312"/>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Continue the last game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="313"/>
        <source>&amp;Open…</source>
        <translation>&amp;Open…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="314"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Save as…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="320"/>
        <source>&amp;Undo</source>
        <translation>&amp;Undo</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="321"/>
        <source>&amp;Leave the game</source>
        <translation>&amp;Leave the game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="322"/>
        <source>Se&amp;ttings…</source>
        <translation>Se&amp;ttings…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="323"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="324"/>
        <source>&amp;Language</source>
        <translation>&amp;Language</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="325"/>
        <source>&amp;Help</source>
        <translation>&amp;Help</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="326"/>
        <source>&amp;Rules</source>
        <translation>&amp;Rules</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="330"/>
        <source>&amp;About {app}</source>
        <translation>&amp;About {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="353"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="496"/>
        <source>Autosave is not possible</source>
        <translation>Autosave is not possible</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="354"/>
        <source>Nothing can be written in the folder “{folder}”: {reason}. The games are not saved as they are played, and the games played are not kept; you can play as usual.</source>
        <translation>Nothing can be written in the folder “{folder}”: {reason}. The games are not saved as they are played, and the games played are not kept; you can play as usual.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="497"/>
        <source>The game cannot be saved as it is played; it starts anyway.</source>
        <translation>The game cannot be saved as it is played; it starts anyway.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="75"/>
        <location filename="../caramba_desktop/ui/opening.py" line="87"/>
        <source>The game cannot be continued</source>
        <translation>The game cannot be continued</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="129"/>
        <source>The game cannot be saved</source>
        <translation>The game cannot be saved</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="130"/>
        <source>“{file}” can be read but not written: {reason}</source>
        <translation>“{file}” can be read but not written: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="132"/>
        <source>You can play on without saving: the moves made from now on are not kept, and the game waits on its card as it was.</source>
        <translation>You can play on without saving: the moves made from now on are not kept, and the game waits on its card as it was.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="134"/>
        <source>Play without saving</source>
        <translation>Play without saving</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="154"/>
        <source>Open a saved game</source>
        <translation>Open a saved game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="574"/>
        <location filename="../caramba_desktop/ui/opening.py" line="194"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Saved games (*{suffix});;All files (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="162"/>
        <source>The game cannot be opened</source>
        <translation>The game cannot be opened</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="199"/>
        <source>“{file}” cannot be opened. {problem} Nothing was changed.</source>
        <translation>“{file}” cannot be opened. {problem} Nothing was changed.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="572"/>
        <source>Save the game as</source>
        <translation>Save the game as</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="554"/>
        <source>The game could not be saved</source>
        <translation>The game could not be saved</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="555"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>“{file}” could not be written: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="579"/>
        <source>A saved game holds every card, the hidden ones too, so that it can be continued and replayed.</source>
        <translation>A saved game holds every card, the hidden ones too, so that it can be continued and replayed.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="724"/>
        <source>Four tabletop games at one screen: pass the screen around the table, or play against the computer.</source>
        <translation>Four tabletop games at one screen: pass the screen around the table, or play against the computer.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="727"/>
        <source>The games and their designers:</source>
        <translation>The games and their designers:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="732"/>
        <source>This is an unofficial adaptation made by fans; the games belong to their designers and publishers. The art and the rules texts are our own.</source>
        <translation>This is an unofficial adaptation made by fans; the games belong to their designers and publishers. The art and the rules texts are our own.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="735"/>
        <source>The rulebooks do not list every card: Caramba!&apos;s band decks and the values of its crates are reconstructions (see the rules).</source>
        <translation>The rulebooks do not list every card: Caramba!&apos;s band decks and the values of its crates are reconstructions (see the rules).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="745"/>
        <source>About {app}</source>
        <translation>About {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="277"/>
        <source>Your game is waiting</source>
        <translation>Your game is waiting</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="281"/>
        <source>Other unfinished games of this game: choose one to continue it</source>
        <translation>Other unfinished games of this game: choose one to continue it</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="49"/>
        <source>{file}: {problem}</source>
        <translation>{file}: {problem}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="399"/>
        <source>Keep the unfinished game?</source>
        <translation>Keep the unfinished game?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="400"/>
        <source>Your game of {game} is not finished: {summary}.</source>
        <translation>Your game of {game} is not finished: {summary}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="402"/>
        <source>Keep it to continue it later from its card on the start page, or discard it for good.</source>
        <translation>Keep it to continue it later from its card on the start page, or discard it for good.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="404"/>
        <source>Keep it</source>
        <translation>Keep it</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="407"/>
        <source>Discard it</source>
        <translation>Discard it</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="76"/>
        <source>There is no unfinished game.</source>
        <translation>There is no unfinished game.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="561"/>
        <source>Saved as “{file}”</source>
        <translation>Saved as “{file}”</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="346"/>
        <source>round {number}</source>
        <comment>a round of CABO</comment>
        <translation>round {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="315"/>
        <source>&amp;Replay…</source>
        <translation>&amp;Replay…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="316"/>
        <source>Watch a finished or saved game again, move by move</source>
        <translation>Watch a finished or saved game again, move by move</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="177"/>
        <source>Replay a saved game</source>
        <translation>Replay a saved game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="185"/>
        <location filename="../caramba_desktop/ui/opening.py" line="215"/>
        <source>The game cannot be replayed</source>
        <translation>The game cannot be replayed</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="547"/>
        <source>Games played…</source>
        <translation>Games played…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="548"/>
        <source>Statistics…</source>
        <translation>Statistics…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="318"/>
        <source>Games &amp;played…</source>
        <translation>Games &amp;played…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="319"/>
        <source>Stat&amp;istics…</source>
        <translation>Stat&amp;istics…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="299"/>
        <source>Learn to play</source>
        <translation>Learn to play</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="300"/>
        <source>A guided first game at the table, step by step</source>
        <translation>A guided first game at the table, step by step</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="327"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Learn to play</translation>
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
            <numerusform>%n gold</numerusform>
            <numerusform>%n gold</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="67"/>
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n die</numerusform>
            <numerusform>%n dice</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="70"/>
        <source>%n space(s)</source>
        <comment>a distance on the track</comment>
        <translation>
            <numerusform>%n space</numerusform>
            <numerusform>%n spaces</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MinaDeal</name>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="59"/>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="97"/>
        <source>Offer a deal</source>
        <translation>Offer a deal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="60"/>
        <source>To:</source>
        <translation>To:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="61"/>
        <source>From:</source>
        <translation>From:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="62"/>
        <source>Silver:</source>
        <translation>Silver:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="63"/>
        <source>{name} rolls one more die on this roll, which cannot be bought off. You have {silver}.</source>
        <translation>{name} rolls one more die on this roll, which cannot be bought off. You have {silver}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="66"/>
        <source>Offer</source>
        <translation>Offer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="79"/>
        <source>{name} is about to roll {dice}. You may offer a deal</source>
        <translation>{name} is about to roll {dice}. You may offer a deal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="84"/>
        <source>{name} offers you {silver} to roll one more die</source>
        <translation>{name} offers you {silver} to roll one more die</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="91"/>
        <source>{name} is considering {other}&apos;s offer of {silver}</source>
        <translation>{name} is considering {other}&apos;s offer of {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="101"/>
        <source>Accept {silver}</source>
        <translation>Accept {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="106"/>
        <source>Refuse</source>
        <translation>Refuse</translation>
    </message>
</context>
<context>
    <name>MinaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="25"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
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
        <translation>stone</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="46"/>
        <source>gravel</source>
        <translation>gravel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="47"/>
        <source>clay</source>
        <translation>clay</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="52"/>
        <source>space {space} ({terrain})</source>
        <translation>space {space} ({terrain})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="120"/>
        <source>{name} won the roll-off</source>
        <translation>{name} won the roll-off</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="123"/>
        <source>{name} places a sombrero on {space}</source>
        <translation>{name} places a sombrero on {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="126"/>
        <source>{name} lays an ambush on {space}</source>
        <translation>{name} lays an ambush on {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="129"/>
        <source>{name} picks up the ambush chip from space {space}</source>
        <translation>{name} picks up the ambush chip from space {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="137"/>
        <source>{name} buys off {dice}</source>
        <translation>{name} buys off {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="154"/>
        <source>Race {race} begins: the sombreros are placed, {name} first</source>
        <translation>Race {race} begins: the sombreros are placed, {name} first</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="162"/>
        <source>{name} overtook everybody, takes the hat band back and moves again</source>
        <translation>{name} overtook everybody, takes the hat band back and moves again</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="171"/>
        <source>{name} rolls again after the ambush: {faces} = {total}</source>
        <translation>{name} rolls again after the ambush: {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="174"/>
        <source>{name} rolls again from the occupied space: {faces} = {total}</source>
        <translation>{name} rolls again from the occupied space: {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="177"/>
        <source>{name} rolls {total}</source>
        <translation>{name} rolls {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="179"/>
        <source>{name} rolls {faces} = {total}</source>
        <translation>{name} rolls {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="184"/>
        <source>{name} moves from space {start} to {space}</source>
        <translation>{name} moves from space {start} to {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="190"/>
        <source>{name} lands on {other}&apos;s sombrero</source>
        <translation>{name} lands on {other}&apos;s sombrero</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="195"/>
        <source>Ambush! {name} must roll {dice} again</source>
        <translation>Ambush! {name} must roll {dice} again</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="201"/>
        <source>{name} reaches the Mina de Plata in place {place}</source>
        <translation>{name} reaches the Mina de Plata in place {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="229"/>
        <source>{name} offers {other} {silver} to roll one more die</source>
        <translation>{name} offers {other} {silver} to roll one more die</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="237"/>
        <source>{name} accepts {other}&apos;s {silver} and rolls one more die</source>
        <translation>{name} accepts {other}&apos;s {silver} and rolls one more die</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="240"/>
        <source>{name} refuses {other}&apos;s {silver}</source>
        <translation>{name} refuses {other}&apos;s {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="285"/>
        <source>The dice move the sombrero whose turn it is: roll</source>
        <translation>The dice move the sombrero whose turn it is: roll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="298"/>
        <source>That is not a number of dice to buy off</source>
        <translation>That is not a number of dice to buy off</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="299"/>
        <source>There is no ambush chip on that space</source>
        <translation>There is no ambush chip on that space</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="300"/>
        <source>There is no such space on the track</source>
        <translation>There is no such space on the track</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="301"/>
        <source>You do not have that much silver to offer</source>
        <translation>You do not have that much silver to offer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="302"/>
        <source>Offer at least 1 silver</source>
        <translation>Offer at least 1 silver</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="303"/>
        <source>A deal can only be offered before the mover rolls</source>
        <translation>A deal can only be offered before the mover rolls</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="304"/>
        <source>This roll already has all the dice of the game</source>
        <translation>This roll already has all the dice of the game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="305"/>
        <source>The other players are still making their offers</source>
        <translation>The other players are still making their offers</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="306"/>
        <source>Accept or refuse the offer first</source>
        <translation>Accept or refuse the offer first</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="307"/>
        <source>There is no offer to answer</source>
        <translation>There is no offer to answer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="324"/>
        <source>place a sombrero on {space}</source>
        <translation>place a sombrero on {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="327"/>
        <source>lay an ambush on {space}</source>
        <translation>lay an ambush on {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="329"/>
        <source>pick up the ambush chip from space {space}</source>
        <translation>pick up the ambush chip from space {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="332"/>
        <source>accept the offer and roll one more die</source>
        <translation>accept the offer and roll one more die</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="334"/>
        <source>refuse the offer</source>
        <translation>refuse the offer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="336"/>
        <source>offer no deal</source>
        <translation>offer no deal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="338"/>
        <source>offer {silver} for one more die</source>
        <translation>offer {silver} for one more die</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="352"/>
        <source>It buys off {dice} for {price}.</source>
        <translation>It buys off {dice} for {price}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="354"/>
        <source>It keeps your money; every die rolls.</source>
        <translation>It keeps your money; every die rolls.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="356"/>
        <source>Your sombrero would stand {spaces} from the mine.</source>
        <translation>Your sombrero would stand {spaces} from the mine.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="359"/>
        <source>It offers {silver} of your {purse}.</source>
        <translation>It offers {silver} of your {purse}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="212"/>
        <source>{name} greets {other} with {silver}</source>
        <translation>{name} greets {other} with {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="216"/>
        <source>{name} pays {silver} into the pot</source>
        <translation>{name} pays {silver} into the pot</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="219"/>
        <source>{name} pays {silver} into the pot for arriving</source>
        <translation>{name} pays {silver} into the pot for arriving</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="223"/>
        <source>(of {silver} owed)</source>
        <translation>(of {silver} owed)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="246"/>
        <source>{name} is out of silver and pays nothing more this race</source>
        <translation>{name} is out of silver and pays nothing more this race</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="252"/>
        <source>Race {race} is over: {name} is the last on the track and wins the pot of {silver}</source>
        <translation>Race {race} is over: {name} is the last on the track and wins the pot of {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="262"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="265"/>
        <source>Game over: {name} is the richest with {silver}</source>
        <translation>Game over: {name} is the richest with {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="268"/>
        <source>Game over: {names} share the win with {silver} each</source>
        <translation>Game over: {names} share the win with {silver} each</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="283"/>
        <source>That space is not free</source>
        <translation>That space is not free</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="288"/>
        <source>To lay an ambush, choose “{button}” first, then a free space</source>
        <translation>To lay an ambush, choose “{button}” first, then a free space</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="291"/>
        <source>Put the ambush chip down on a free space first</source>
        <translation>Put the ambush chip down on a free space first</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="292"/>
        <source>You have no ambush chip left</source>
        <translation>You have no ambush chip left</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="293"/>
        <source>Only one ambush chip may be picked up before a move</source>
        <translation>Only one ambush chip may be picked up before a move</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="294"/>
        <source>Only one ambush may be laid before a move</source>
        <translation>Only one ambush may be laid before a move</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="295"/>
        <source>Not every sombrero has passed that ambush chip yet</source>
        <translation>Not every sombrero has passed that ambush chip yet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="296"/>
        <source>At least one die must always be rolled</source>
        <translation>At least one die must always be rolled</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="297"/>
        <source>You cannot pay for buying off so many dice</source>
        <translation>You cannot pay for buying off so many dice</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="320"/>
        <source>buy off {dice}, then roll</source>
        <translation>buy off {dice}, then roll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="322"/>
        <source>roll every die, buying none off</source>
        <translation>roll every die, buying none off</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="94"/>
        <source>{gold}, {silver}</source>
        <translation>{gold}, {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="22"/>
        <source>free</source>
        <translation>free</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="26"/>
        <source>Ambush of {name}</source>
        <translation>Ambush of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="32"/>
        <source>in the mine</source>
        <translation>in the mine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="34"/>
        <source>not on the track yet</source>
        <translation>not on the track yet</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="44"/>
        <source>Sombrero of {name}</source>
        <translation>Sombrero of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="50"/>
        <source>in the supply</source>
        <translation>in the supply</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="53"/>
        <source>Die showing {face}</source>
        <translation>Die showing {face}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="57"/>
        <source>Die to roll</source>
        <translation>Die to roll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="58"/>
        <source>bought off</source>
        <translation>bought off</translation>
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
        <translation>the pot, {amount}</translation>
    </message>
</context>
<context>
    <name>MinaTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="80"/>
        <source>Buy off at least one die this time: choose a die, then roll.</source>
        <translation>Buy off at least one die this time: choose a die, then roll.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="91"/>
        <source>First the sombreros are placed, one per space, in turns. Place your first sombrero on space 1, at the very back.</source>
        <translation>First the sombreros are placed, one per space, in turns. Place your first sombrero on space 1, at the very back.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="95"/>
        <source>Place it on space 1: the further back, the longer it stays on the track.</source>
        <translation>Place it on space 1: the further back, the longer it stays on the track.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="98"/>
        <source>Pancho took space 2. Place your second sombrero on space 3.</source>
        <translation>Pancho took space 2. Place your second sombrero on space 3.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="101"/>
        <source>The sombrero nearest the mine moves first with one die, the next one with two dice, and so on: the rank decides the dice. The hat band shows whose turn it is. Your sombrero on space 3 is second: roll its two dice.</source>
        <translation>The sombrero nearest the mine moves first with one die, the next one with two dice, and so on: the rank decides the dice. The hat band shows whose turn it is. Your sombrero on space 3 is second: roll its two dice.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="107"/>
        <source>Before you roll you may lay an ambush on a free space: a sombrero that stops there rolls again, three dice on stone, two on gravel, one on clay, and runs on. You have two chips and may lay one before each move. Lay one on space 18: choose “Lay an ambush”, then the space.</source>
        <translation>Before you roll you may lay an ambush on a free space: a sombrero that stops there rolls again, three dice on stone, two on gravel, one on clay, and runs on. You have two chips and may lay one before each move. Lay one on space 18: choose “Lay an ambush”, then the space.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="115"/>
        <source>Now roll: your last sombrero is fourth, so it rolls four dice.</source>
        <translation>Now roll: your last sombrero is fourth, so it rolls four dice.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="118"/>
        <source>It stopped on Pancho&apos;s sombrero, an occupied space: the sombrero below greets you with 1 silver, and you roll one die again. Then yours had passed every other one: it takes the hat band and moves again at once with one die. Roll.</source>
        <translation>It stopped on Pancho&apos;s sombrero, an occupied space: the sombrero below greets you with 1 silver, and you roll one die again. Then yours had passed every other one: it takes the hat band and moves again at once with one die. Roll.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="124"/>
        <source>Pancho offers you 2 silver to roll one more die: a private deal. An extra die pushes your sombrero towards the mine, where it pays and leaves the race; the silver would be yours at once. Before any roll the others may offer you such a deal, and you may offer one too: choose “Offer a deal” while another player is about to roll. Accept or refuse.</source>
        <translation>Pancho offers you 2 silver to roll one more die: a private deal. An extra die pushes your sombrero towards the mine, where it pays and leaves the race; the silver would be yours at once. Before any roll the others may offer you such a deal, and you may offer one too: choose “Offer a deal” while another player is about to roll. Accept or refuse.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="138"/>
        <source>Near the mine every space counts. Before rolling you may buy off dice into the pot: the first die costs 1 silver, the second 2 more, and so on; one die is always rolled. Choose a die to buy it off, then roll.</source>
        <translation>Near the mine every space counts. Before rolling you may buy off dice into the pot: the first die costs 1 silver, the second 2 more, and so on; one die is always rolled. Choose a die to buy it off, then roll.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="85"/>
        <source>Welcome to the Mina de Plata! You are Rosita and play against Pancho; each of you runs two sombreros along the track to the mine. Arriving costs silver, and the last sombrero left on the track wins the pot: in this race, slow is good.</source>
        <translation>Welcome to the Mina de Plata! You are Rosita and play against Pancho; each of you runs two sombreros along the track to the mine. Arriving costs silver, and the last sombrero left on the track wins the pot: in this race, slow is good.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="114"/>
        <source>Lay an ambush on space 18 first.</source>
        <translation>Lay an ambush on space 18 first.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="132"/>
        <source>Now the race is yours: roll on each of your turns, and pick up an ambush chip that every sombrero has passed to lay it again further on. Ambushes catch everybody, their own layer too. The next step comes when a sombrero of yours reaches the clay, near the mine.</source>
        <translation>Now the race is yours: roll on each of your turns, and pick up an ambush chip that every sombrero has passed to lay it again further on. Ambushes catch everybody, their own layer too. The next step comes when a sombrero of yours reaches the clay, near the mine.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="144"/>
        <source>A sombrero has arrived in the mine. Arriving costs silver into the pot, more for each later one: in the first race the first pays 1, the second 2, the third 3. Keep yours on the track as long as you can: the last player left there wins the pot.</source>
        <translation>A sombrero has arrived in the mine. Arriving costs silver into the pot, more for each later one: in the first race the first pays 1, the second 2, the third 3. Keep yours on the track as long as you can: the last player left there wins the pot.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="151"/>
        <source>The race is over: only one player&apos;s sombreros were left on the track, and that player took the pot, all the silver paid in this race. The result shows the order of the finish.</source>
        <translation>The race is over: only one player&apos;s sombreros were left on the track, and that player took the pot, all the silver paid in this race. The result shows the order of the finish.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="156"/>
        <source>A new race begins with the pot empty. The sombreros are placed again, in the order of the last result: the winner&apos;s sombrero first. Place a sombrero.</source>
        <translation>A new race begins with the pot empty. The sombreros are placed again, in the order of the last result: the winner&apos;s sombrero first. Place a sombrero.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="161"/>
        <source>Place a sombrero on a free space.</source>
        <translation>Place a sombrero on a free space.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="162"/>
        <source>From race to race every cost grows: twice as much in the second race, three times in the third. The Caramba card shows this race&apos;s costs: the greeting, buying off, arriving. Buy off a die at the new price, then roll.</source>
        <translation>From race to race every cost grows: twice as much in the second race, three times in the third. The Caramba card shows this race&apos;s costs: the greeting, buying off, arriving. Buy off a die at the new price, then roll.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="168"/>
        <source>That is the whole game: race follows race, each dearer than the last. A player who runs out of silver and does not win the race is out; when a player cannot start a race, the richest wins. Play on, or start a real game.</source>
        <translation>That is the whole game: race follows race, each dearer than the last. A player who runs out of silver and does not win the race is out; when a player cannot start a race, the richest wins. Play on, or start a real game.</translation>
    </message>
</context>
<context>
    <name>MinaView</name>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="171"/>
        <source>Game over</source>
        <translation>Game over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="173"/>
        <source>Race {race}: placing</source>
        <translation>Race {race}: placing</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="175"/>
        <source>Race {race}</source>
        <translation>Race {race}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="187"/>
        <source>Out of silver: eliminated</source>
        <translation>Out of silver: eliminated</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="368"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="387"/>
        <source>Pay and roll</source>
        <translation>Pay and roll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="389"/>
        <source>Roll {dice}</source>
        <translation>Roll {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="290"/>
        <location filename="../caramba_desktop/games/mina/view.py" line="397"/>
        <source>Lay an ambush</source>
        <translation>Lay an ambush</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="404"/>
        <source>Keep every die</source>
        <translation>Keep every die</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="559"/>
        <source>Pot: {silver}</source>
        <translation>Pot: {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="573"/>
        <source>Caramba! · race {race} · costs ×{race}</source>
        <translation>Caramba! · race {race} · costs ×{race}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="574"/>
        <source>Buying off dice</source>
        <translation>Buying off dice</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="574"/>
        <source>dice</source>
        <translation>dice</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="576"/>
        <source>Arriving in the mine</source>
        <translation>Arriving in the mine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="576"/>
        <source>place</source>
        <translation>place</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="578"/>
        <source>Occupied space</source>
        <translation>Occupied space</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="603"/>
        <source>{name} moves with {dice}</source>
        <translation>{name} moves with {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="635"/>
        <source>Choose a die to buy it off</source>
        <translation>Choose a die to buy it off</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="636"/>
        <source>Buy off {dice}: {silver}</source>
        <translation>Buy off {dice}: {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="640"/>
        <source>No dice can be bought off</source>
        <translation>No dice can be bought off</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="660"/>
        <source>Ambush! {name} rolls again</source>
        <translation>Ambush! {name} rolls again</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="663"/>
        <source>Occupied! {name} rolls again</source>
        <translation>Occupied! {name} rolls again</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="665"/>
        <source>{name} rolls</source>
        <translation>{name} rolls</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="678"/>
        <source>Final standing</source>
        <translation>Final standing</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="684"/>
        <source>Race {race}: {name} wins the pot</source>
        <translation>Race {race}: {name} wins the pot</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="690"/>
        <source>Placing order</source>
        <translation>Placing order</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="762"/>
        <source>Winner</source>
        <translation>Winner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="764"/>
        <source>Eliminated</source>
        <translation>Eliminated</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="767"/>
        <source>Out of silver</source>
        <translation>Out of silver</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="769"/>
        <source>To play</source>
        <translation>To play</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="793"/>
        <source>Game over: {name} wins</source>
        <translation>Game over: {name} wins</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="795"/>
        <source>Game over: shared win for {names}</source>
        <translation>Game over: shared win for {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="805"/>
        <source>{name} is rolling</source>
        <translation>{name} is rolling</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="810"/>
        <source>{name} is placing a sombrero</source>
        <translation>{name} is placing a sombrero</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="813"/>
        <source>{name} is laying the ambush chip down again</source>
        <translation>{name} is laying the ambush chip down again</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="815"/>
        <source>{name} is to move with {dice}</source>
        <translation>{name} is to move with {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="822"/>
        <source>Place your sombrero: choose a free space</source>
        <translation>Place your sombrero: choose a free space</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="828"/>
        <source>Lay your ambush: choose a free space</source>
        <translation>Lay your ambush: choose a free space</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="825"/>
        <source>Put the ambush chip down on a free space</source>
        <translation>Put the ambush chip down on a free space</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="835"/>
        <source>Your move with {dice}: {choices}</source>
        <translation>Your move with {dice}: {choices}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="845"/>
        <source>buy off dice</source>
        <translation>buy off dice</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="847"/>
        <source>pick up a glowing ambush chip</source>
        <translation>pick up a glowing ambush chip</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="849"/>
        <source>lay an ambush</source>
        <translation>lay an ambush</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="850"/>
        <source>roll</source>
        <translation>roll</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="853"/>
        <source>{choices}, or {last}</source>
        <comment>a list of choices</comment>
        <translation>{choices}, or {last}</translation>
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
        <translation>Beginner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="94"/>
        <source>Experienced</source>
        <translation>Experienced</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="95"/>
        <source>Easy</source>
        <translation>Easy</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="96"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="97"/>
        <source>Hard</source>
        <translation>Hard</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="106"/>
        <source>Plays by rules of thumb, but one decision in four is a random move</source>
        <translation>Plays by rules of thumb, but one decision in four is a random move</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="108"/>
        <source>Plays by rules of thumb</source>
        <translation>Plays by rules of thumb</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="109"/>
        <source>Thinks ahead, playing the game on in its head many times; sees only what its seat may see</source>
        <translation>Thinks ahead, playing the game on in its head many times; sees only what its seat may see</translation>
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
        <translation>Human</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="259"/>
        <source>Computer</source>
        <translation>Computer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="261"/>
        <source>A person plays this seat</source>
        <translation>A person plays this seat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="264"/>
        <source>The computer plays this seat</source>
        <translation>The computer plays this seat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="267"/>
        <source>How well the computer plays</source>
        <translation>How well the computer plays</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="275"/>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="277"/>
        <source>Name of player {number}</source>
        <translation>Name of player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="282"/>
        <source>Level of player {number}</source>
        <translation>Level of player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="289"/>
        <source>Plays the {band}</source>
        <translation>Plays the {band}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="293"/>
        <source>Player {number}</source>
        <translation>Player {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="543"/>
        <source>There is no deal number {number}: deal numbers go from 0 to {max}.</source>
        <translation>There is no deal number {number}: deal numbers go from 0 to {max}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="556"/>
        <source>Player {number} needs a name.</source>
        <translation>Player {number} needs a name.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="561"/>
        <source>Players {first} and {second} are both called “{name}”. Please give each player a different name.</source>
        <translation>Players {first} and {second} are both called “{name}”. Please give each player a different name.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="568"/>
        <source>The name of player {number} holds an invisible control character. Please type the name again.</source>
        <translation>The name of player {number} holds an invisible control character. Please type the name again.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="701"/>
        <source>New game: {game}</source>
        <translation>New game: {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="705"/>
        <source>{low}–{high} players</source>
        <translation>{low}–{high} players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="709"/>
        <source>by {designer}</source>
        <translation>by {designer}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="712"/>
        <source>Players</source>
        <translation>Players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="713"/>
        <source>Number of players:</source>
        <translation>Number of players:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="716"/>
        <source>{count} players</source>
        <translation>{count} players</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="718"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="729"/>
        <source>{option}:</source>
        <translation>{option}:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="681"/>
        <source>Deal</source>
        <translation>Deal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="682"/>
        <source>&amp;Deal number:</source>
        <translation>&amp;Deal number:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="737"/>
        <source>random</source>
        <translation>random</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="683"/>
        <source>Deal number</source>
        <translation>Deal number</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="684"/>
        <source>Leave empty for a new deal. Enter the number of an earlier deal to play the same cards again.</source>
        <translation>Leave empty for a new deal. Enter the number of an earlier deal to play the same cards again.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="739"/>
        <source>&amp;Start game</source>
        <translation>&amp;Start game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="687"/>
        <location filename="../caramba_desktop/ui/new_game.py" line="689"/>
        <source>Game number</source>
        <translation>Game number</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="688"/>
        <source>&amp;Game number:</source>
        <translation>&amp;Game number:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="690"/>
        <source>Leave empty for a new game. Enter the number of an earlier game to play again with the same luck.</source>
        <translation>Leave empty for a new game. Enter the number of an earlier game to play again with the same luck.</translation>
    </message>
</context>
<context>
    <name>Numbers</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="159"/>
        <source>{number}%</source>
        <translation>{number}%</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="62"/>
        <source>Folder</source>
        <comment>All other platforms</comment>
        <translation>Folder</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="63"/>
        <source>Drive</source>
        <translation>Drive</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="64"/>
        <source>File</source>
        <translation>File</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="60"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Look in:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="61"/>
        <source>Files of &amp;type:</source>
        <translation>Files of &amp;type:</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="65"/>
        <source>Invalid filename</source>
        <translation>Invalid filename</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="66"/>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="110"/>
        <source>Move {move} of {moves}</source>
        <translation>Move {move} of {moves}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="118"/>
        <source>Pause (Space)</source>
        <translation>Pause (Space)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="119"/>
        <source>Play at the computer pace (Space)</source>
        <translation>Play at the computer pace (Space)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="132"/>
        <source>First move (Home)</source>
        <translation>First move (Home)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="133"/>
        <source>Back (Left)</source>
        <translation>Back (Left)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="134"/>
        <source>Forward (Right)</source>
        <translation>Forward (Right)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="135"/>
        <source>Last move (End)</source>
        <translation>Last move (End)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="141"/>
        <source>Public table</source>
        <translation>Public table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="143"/>
        <source>Hidden while the game can go on: two or more people play it, and each one’s cards stay their own</source>
        <translation>Hidden while the game can go on: two or more people play it, and each one’s cards stay their own</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="146"/>
        <source>Hidden while the game can go on: a computer’s cards stay hidden until the end</source>
        <translation>Hidden while the game can go on: a computer’s cards stay hidden until the end</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="152"/>
        <source>As {name} saw it</source>
        <translation>As {name} saw it</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="159"/>
        <source>Whose view the table shows</source>
        <translation>Whose view the table shows</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="162"/>
        <source>Show all cards</source>
        <translation>Show all cards</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="163"/>
        <source>Every hidden card face up (once the game is over)</source>
        <translation>Every hidden card face up (once the game is over)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="226"/>
        <source>Replay: the game is over</source>
        <translation>Replay: the game is over</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="223"/>
        <source>Replay: {name} to play</source>
        <translation>Replay: {name} to play</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="228"/>
        <source>Replay: the saved game stops here</source>
        <translation>Replay: the saved game stops here</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="249"/>
        <source>Leave the replay</source>
        <translation>Leave the replay</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="76"/>
        <source>A costly slip: a much worse chance to win than the best choice.</source>
        <translation>A costly slip: a much worse chance to win than the best choice.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="78"/>
        <source>A costly slip: about {points} points less chance to win than the best choice.</source>
        <translation>A costly slip: about {points} points less chance to win than the best choice.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="82"/>
        <source>Worth another look: the strongest level soon found better moves than this one.</source>
        <translation>Worth another look: the strongest level soon found better moves than this one.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="85"/>
        <source>Worth another look: a worse chance to win than the best choice.</source>
        <translation>Worth another look: a worse chance to win than the best choice.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="87"/>
        <source>Worth another look: about {points} points less chance to win than the best choice.</source>
        <translation>Worth another look: about {points} points less chance to win than the best choice.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="90"/>
        <source>The strongest level would play the same.</source>
        <translation>The strongest level would play the same.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="91"/>
        <source>As good as the strongest level&apos;s choice, or nearly.</source>
        <translation>As good as the strongest level&apos;s choice, or nearly.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="316"/>
        <source>Chance to win given away in all: about {points} points</source>
        <translation>Chance to win given away in all: about {points} points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="322"/>
        <source>decision {number} (−{points})</source>
        <translation>decision {number} (−{points})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="324"/>
        <source>decision {number}</source>
        <translation>decision {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="325"/>
        <source>Costliest: {decisions}</source>
        <translation>Costliest: {decisions}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="390"/>
        <source>Your move: {move}</source>
        <translation>Your move: {move}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="393"/>
        <source>{played} → best: {best}</source>
        <translation>{played} → best: {best}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="402"/>
        <source>What your move does: {reason}</source>
        <translation>What your move does: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="411"/>
        <source>How did I play?</source>
        <translation>How did I play?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="412"/>
        <source>Review my decisions</source>
        <translation>Review my decisions</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="413"/>
        <source>The strongest computer level looks at each of your decisions, knowing only what you knew then</source>
        <translation>The strongest computer level looks at each of your decisions, knowing only what you knew then</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="416"/>
        <source>Cancel</source>
        <translation>Cancel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="417"/>
        <source>◀ Previous mark</source>
        <translation>◀ Previous mark</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="418"/>
        <source>Your last marked decision before this move</source>
        <translation>Your last marked decision before this move</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="420"/>
        <source>Next mark ▶</source>
        <translation>Next mark ▶</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="421"/>
        <source>Your next marked decision after this move</source>
        <translation>Your next marked decision after this move</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="424"/>
        <source>Whose decisions</source>
        <translation>Whose decisions</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="89"/>
        <source>start</source>
        <translation>start</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="91"/>
        <source>end</source>
        <translation>end</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="124"/>
        <source>Your chance to win after each of your decisions; the faint line: after the best choice. A click shows that decision.</source>
        <translation>Your chance to win after each of your decisions; the faint line: after the best choice. A click shows that decision.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="127"/>
        <source>Chance to win over the game</source>
        <translation>Chance to win over the game</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="303"/>
        <source>%n decision(s) reviewed</source>
        <translation>
            <numerusform>%n decision reviewed</numerusform>
            <numerusform>%n decisions reviewed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="304"/>
        <source>%n worth another look</source>
        <translation>
            <numerusform>%n worth another look</numerusform>
            <numerusform>%n worth another look</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="306"/>
        <source>%n costly slip(s)</source>
        <translation>
            <numerusform>%n costly slip</numerusform>
            <numerusform>%n costly slips</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="170"/>
        <source>No rules are available for this game yet.</source>
        <translation>No rules are available for this game yet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="295"/>
        <source>Rules — {game}</source>
        <translation>Rules — {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="296"/>
        <location filename="../caramba_desktop/ui/rules_help.py" line="297"/>
        <source>Contents</source>
        <translation>Contents</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="300"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
</context>
<context>
    <name>ScoreTexts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/game_over.py" line="57"/>
        <source>%n pt(s)</source>
        <comment>points, abbreviated</comment>
        <translation>
            <numerusform>%n pt</numerusform>
            <numerusform>%n pts</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="93"/>
        <source>Off</source>
        <comment>animations</comment>
        <translation>Off</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="94"/>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>Fast</translation>
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
        <translation>Slow</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="221"/>
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="223"/>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="224"/>
        <source>At the table</source>
        <translation>At the table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="225"/>
        <source>&amp;Language:</source>
        <translation>&amp;Language:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="226"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="227"/>
        <source>Computer &amp;moves:</source>
        <translation>Computer &amp;moves:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="233"/>
        <source>Quick</source>
        <comment>computer moves</comment>
        <translation>Quick</translation>
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
        <translation>Leisurely</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="239"/>
        <source>&amp;Text size:</source>
        <translation>&amp;Text size:</translation>
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
        <translation>Large</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="243"/>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>Larger</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="247"/>
        <source>&amp;Contrast:</source>
        <translation>&amp;Contrast:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="249"/>
        <source>As the system sets it</source>
        <comment>contrast</comment>
        <translation>As the system sets it</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="251"/>
        <source>High</source>
        <comment>contrast</comment>
        <translation>High</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="255"/>
        <source>Bigger letters at the side and on the table</source>
        <translation>Bigger letters at the side and on the table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="257"/>
        <source>High: white on black, also where the system does not offer it</source>
        <translation>High: white on black, also where the system does not offer it</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="260"/>
        <source>The language changes as soon as you press OK.</source>
        <translation>The language changes as soon as you press OK.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="265"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>How fast cards and pieces move on the table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="270"/>
        <source>How long the computer players wait between their moves</source>
        <translation>How long the computer players wait between their moves</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/start_page.py" line="552"/>
        <source>%n saved game(s) could not be restored</source>
        <translation>
            <numerusform>%n saved game could not be restored</numerusform>
            <numerusform>%n saved games could not be restored</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="102"/>
        <source>older</source>
        <translation>older</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="105"/>
        <source>latest</source>
        <translation>latest</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="134"/>
        <source>Games</source>
        <translation>Games</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="135"/>
        <source>Wins</source>
        <translation>Wins</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="136"/>
        <source>Win rate</source>
        <translation>Win rate</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="137"/>
        <source>Best score</source>
        <translation>Best score</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="138"/>
        <source>Average score</source>
        <translation>Average score</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="139"/>
        <source>Current winning streak</source>
        <translation>Current winning streak</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="141"/>
        <source>Longest winning streak</source>
        <translation>Longest winning streak</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="155"/>
        <source>Against the computer: {results}</source>
        <translation>Against the computer: {results}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="157"/>
        <source>Not played against the computer yet.</source>
        <translation>Not played against the computer yet.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="170"/>
        <source>won</source>
        <translation>won</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="171"/>
        <source>lost</source>
        <translation>lost</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="310"/>
        <source>Statistics</source>
        <translation>Statistics</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="311"/>
        <source>&amp;Player:</source>
        <translation>&amp;Player:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="318"/>
        <source>Loading the games played…</source>
        <translation>Loading the games played…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="320"/>
        <source>No finished game yet: play a game to the end, and each player&apos;s record is shown here.</source>
        <translation>No finished game yet: play a game to the end, and each player&apos;s record is shown here.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="315"/>
        <source>The games played cannot be kept on this computer for now.</source>
        <translation>The games played cannot be kept on this computer for now.</translation>
    </message>
</context>
<context>
    <name>TableSpeech</name>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="144"/>
        <source>Table</source>
        <translation>Table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="223"/>
        <source>{name}: chosen</source>
        <translation>{name}: chosen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="224"/>
        <source>{name}: not chosen</source>
        <translation>{name}: not chosen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="243"/>
        <source>Face-down card</source>
        <translation>Face-down card</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="249"/>
        <source>In your hand</source>
        <translation>In your hand</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="250"/>
        <source>In the hand of {name}</source>
        <translation>In the hand of {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="255"/>
        <source>{label}: {value}</source>
        <translation>{label}: {value}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="260"/>
        <source>{count} in it</source>
        <translation>{count} in it</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="270"/>
        <location filename="../caramba_desktop/ui/table_voice.py" line="90"/>
        <source>Your turn.</source>
        <translation>Your turn.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="271"/>
        <source>{name} to play.</source>
        <translation>{name} to play.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="273"/>
        <source>Scores: {scores}.</source>
        <translation>Scores: {scores}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="276"/>
        <source>You hold: {things}.</source>
        <translation>You hold: {things}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="278"/>
        <source>At stake: {things}.</source>
        <translation>At stake: {things}.</translation>
    </message>
</context>
<context>
    <name>TableVoice</name>
    <message>
        <location filename="../caramba_desktop/ui/table_voice.py" line="84"/>
        <source>The table is empty.</source>
        <translation>The table is empty.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="119"/>
        <source>Not this move now: the bubble says which one, and why.</source>
        <translation>Not this move now: the bubble says which one, and why.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="117"/>
        <source>First read this step, then choose “Next”.</source>
        <translation>First read this step, then choose “Next”.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="178"/>
        <source>Play as you like: the next step appears when it is time.</source>
        <translation>Play as you like: the next step appears when it is time.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="179"/>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="197"/>
        <source>End the tutorial</source>
        <translation>End the tutorial</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="189"/>
        <source>Close</source>
        <translation>Close</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="190"/>
        <source>Play on</source>
        <translation>Play on</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="192"/>
        <source>Play a real game</source>
        <translation>Play a real game</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="196"/>
        <source>Next</source>
        <translation>Next</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="172"/>
        <source>Step {number} of {total}</source>
        <translation>Step {number} of {total}</translation>
    </message>
</context>
</TS>
