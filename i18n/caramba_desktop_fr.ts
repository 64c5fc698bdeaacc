<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
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
            <numerusform>La défausse est mélangée pour former une nouvelle pioche (%n carte)</numerusform>
            <numerusform>La défausse est mélangée pour former une nouvelle pioche (%n cartes)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaboTexts</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="57"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="63"/>
        <source>card {number}</source>
        <translation>carte {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="71"/>
        <source>cards {list} and {last}</source>
        <translation>cartes {list} et {last}</translation>
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
        <translation>Distribution</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="96"/>
        <source>Looking at cards</source>
        <translation>Découverte des cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="97"/>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="98"/>
        <source>Turns</source>
        <translation>Tours de jeu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="99"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="106"/>
        <source>Cards per player</source>
        <translation>Cartes par joueur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="107"/>
        <source>House rule: Swap may exchange any two players&apos; cards</source>
        <translation>Règle maison&#xa0;: Swap peut échanger les cartes de deux joueurs quelconques</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="109"/>
        <source>Penalty for a CABO call that does not win</source>
        <translation>Pénalité pour un CABO annoncé à tort</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="111"/>
        <source>2nd edition: the round ends when the draw pile runs out</source>
        <translation>2e édition&#xa0;: la manche s’arrête quand la pioche est épuisée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="113"/>
        <source>2nd edition: exactly 100 becomes 50 only once per game</source>
        <translation>2e édition&#xa0;: exactement 100 ne devient 50 qu’une fois par partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="121"/>
        <source>6 cards, look at 3 (house rule)</source>
        <translation>6 cartes, en regarder 3 (règle maison)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="123"/>
        <source>4 cards, look at 2</source>
        <translation>4 cartes, en regarder 2</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="126"/>
        <source>+10 points (2nd edition)</source>
        <translation>+10 points (2e édition)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="127"/>
        <source>+5 points (1st edition)</source>
        <translation>+5 points (1re édition)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="138"/>
        <source>Kamikaze! 12, 12, 13, 13: 0 points</source>
        <translation>Kamikaze&#xa0;! 12, 12, 13, 13&#xa0;: 0 point</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="140"/>
        <source>Kamikaze by {name}: 50 points</source>
        <translation>{name} fait Kamikaze&#xa0;: 50 points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="143"/>
        <source>Called CABO and has the lowest sum: 0</source>
        <translation>A annoncé CABO avec la plus petite somme&#xa0;: 0</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="145"/>
        <source>Lowest sum: 0</source>
        <translation>Plus petite somme&#xa0;: 0</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="147"/>
        <source>Lowest sum, but tied with the caller, who alone wins</source>
        <translation>Plus petite somme, mais à égalité avec l’annonceur, qui seul l’emporte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="150"/>
        <source>Called CABO but not the lowest: +{penalty}</source>
        <translation>A annoncé CABO sans avoir la plus petite somme&#xa0;: +{penalty}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="152"/>
        <source>Sum of the cards</source>
        <translation>Somme des cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="156"/>
        <source>Exactly 100 becomes 50</source>
        <translation>Exactement 100 devient 50</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="170"/>
        <source>{name} starts the first round</source>
        <translation>{name} commence la première manche</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="172"/>
        <source>The {card} is turned up as the discard pile</source>
        <translation>Le {card} est retourné pour commencer la défausse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="175"/>
        <source>{name} secretly looks at {places}</source>
        <translation>{name} regarde en secret ses {places}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="179"/>
        <source>{name} draws the {card}</source>
        <translation>{name} pioche le {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="181"/>
        <source>{name} draws a card</source>
        <translation>{name} pioche une carte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="187"/>
        <source>{name} takes the {card} from the discard pile</source>
        <translation>{name} prend le {card} sur la défausse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="189"/>
        <source>{name} takes the top card of the discard pile</source>
        <translation>{name} prend la carte du dessus de la défausse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="191"/>
        <source>{name} calls CABO! Everybody else has one more turn</source>
        <translation>{name} annonce CABO&#xa0;! Chaque autre joueur joue encore une fois</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="196"/>
        <source>{name} replaces their {place}; the {card} goes to the discard pile</source>
        <translation>{name} remplace sa {place}&#xa0;; le {card} va sur la défausse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="198"/>
        <source>{name} replaces their {place}; the old card goes to the discard pile</source>
        <translation>{name} remplace sa {place}&#xa0;; l’ancienne carte va sur la défausse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="201"/>
        <source>{name} discards the drawn {card}</source>
        <translation>{name} défausse le {card} pioché</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="203"/>
        <source>{name} discards the drawn card</source>
        <translation>{name} défausse la carte piochée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="217"/>
        <source>{name} plays the {card} and peeks at their own {place}</source>
        <translation>{name} joue le {card} et regarde sa propre {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="219"/>
        <source>{name} peeks at their own {place}</source>
        <translation>{name} regarde sa propre {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="224"/>
        <source>{name} plays the {card} and spies on {place} of {other}</source>
        <translation>{name} joue le {card} et regarde en secret la {place} chez {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="226"/>
        <source>{name} spies on {place} of {other}</source>
        <translation>{name} regarde en secret la {place} chez {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="231"/>
        <source>{name} plays the {card} and swaps {place} of {first} with {other_place} of {second}</source>
        <translation>{name} joue le {card} et échange la {place} ({first}) contre la {other_place} ({second})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="233"/>
        <source>{name} swaps {place} of {first} with {other_place} of {second}</source>
        <translation>{name} échange la {place} ({first}) contre la {other_place} ({second})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="246"/>
        <source>The cards are dealt face down: {count} to each player</source>
        <translation>Les cartes sont distribuées face cachée&#xa0;: {count} par joueur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="254"/>
        <source>Round {round} begins; {name} starts</source>
        <translation>La manche {round} commence&#xa0;; {name} joue en premier</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="262"/>
        <source>{name} shows a set ({cards}) of {places}: it holds, and one card replaces them</source>
        <translation>{name} montre une série ({cards}) avec ses {places}&#xa0;: elle est valable, une seule carte la remplace</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="264"/>
        <source>{name} claims a set of {places}, but they are {cards}: no set. The {card} in hand goes to the discard pile</source>
        <translation>{name} annonce une série avec ses {places}, mais ce sont {cards}&#xa0;: pas de série. Le {card} en main va sur la défausse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="284"/>
        <source>{name} {sum} → {points}</source>
        <translation>{name} {sum} → {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="290"/>
        <source>Round {round}: Kamikaze by {name}!</source>
        <translation>Manche {round}&#xa0;: {name} fait Kamikaze&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="293"/>
        <source>Round {round} ends: the draw pile is used up</source>
        <translation>Fin de la manche {round}&#xa0;: la pioche est épuisée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="297"/>
        <source>Round {round} is scored</source>
        <translation>Décompte de la manche {round}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="311"/>
        <source>CABO has already been called this round</source>
        <translation>CABO a déjà été annoncé dans cette manche</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="312"/>
        <source>There is no card left to draw</source>
        <translation>Il ne reste aucune carte à piocher</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="313"/>
        <source>Look at exactly the number of cards the rules allow</source>
        <translation>Regardez exactement le nombre de cartes permis par la règle</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="314"/>
        <source>A set has at least two cards</source>
        <translation>Une série compte au moins deux cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="315"/>
        <source>A set has at most four cards</source>
        <translation>Une série compte au plus quatre cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="316"/>
        <source>A card taken from the discard pile must be laid down</source>
        <translation>Une carte prise sur la défausse doit être posée dans votre rangée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="317"/>
        <source>This card has no such action</source>
        <translation>Cette carte n’a pas cette action</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="318"/>
        <source>Spy looks at another player&apos;s card</source>
        <translation>Spy regarde la carte d’un autre joueur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="319"/>
        <source>A swap exchanges the cards of two players</source>
        <translation>Un Swap échange les cartes de deux joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="320"/>
        <source>One of the swapped cards must be yours</source>
        <translation>L’une des cartes échangées doit être à vous</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="321"/>
        <source>CABO may be called from your second turn on</source>
        <translation>Vous ne pouvez annoncer CABO qu’à partir de votre deuxième tour</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="322"/>
        <source>The cards of the player who called CABO cannot be swapped</source>
        <translation>Les cartes de l’annonceur ne peuvent pas être échangées</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="323"/>
        <source>There is no card there</source>
        <translation>Il n’y a pas de carte à cet endroit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="324"/>
        <source>There is no such player</source>
        <translation>Ce joueur n’existe pas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="325"/>
        <source>A card is chosen twice</source>
        <translation>Une carte est choisie deux fois</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="328"/>
        <source>First look at your own cards: the round begins once everybody has looked</source>
        <translation>Regardez d’abord vos propres cartes&#x202f;: la manche commence quand chacun a regardé</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="330"/>
        <source>To look at another player&apos;s card, choose {spy} first</source>
        <translation>Pour regarder la carte d’un autre joueur, choisissez d’abord {spy}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="332"/>
        <source>To exchange two cards, choose {swap} first, then the two cards</source>
        <translation>Pour échanger deux cartes, choisissez d’abord {swap}, puis les deux cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="345"/>
        <source>draw a card</source>
        <translation>piochez une carte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="346"/>
        <source>take the top card of the discard pile</source>
        <translation>prenez la carte du dessus de la défausse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="347"/>
        <source>call CABO</source>
        <translation>annoncez CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="348"/>
        <source>discard the drawn card</source>
        <translation>défaussez la carte piochée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="351"/>
        <source>look at your {places}</source>
        <translation>regardez en secret vos {places}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="354"/>
        <source>replace {places} as a set</source>
        <translation>remplacez la série de vos {places}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="357"/>
        <source>lay the card in place of your {place}</source>
        <translation>posez la carte à la place de votre {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="360"/>
        <source>peek at your {place}</source>
        <translation>regardez votre {place} (Peek)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="363"/>
        <source>spy on {place} of {other}</source>
        <translation>regardez en secret la {place} chez {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="367"/>
        <source>swap your {place} with {other_place} of {other}</source>
        <translation>échangez votre {place} contre la {other_place} chez {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="381"/>
        <source>It lets you know more of your own cards.</source>
        <translation>Vous connaissez ainsi davantage de vos propres cartes.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="383"/>
        <source>It lets you know a card of {other}.</source>
        <translation>Vous connaissez ainsi une carte de {other}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="388"/>
        <source>A card you do not know makes way for {card}.</source>
        <translation>Une carte que vous ne connaissez pas laisse la place au {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="390"/>
        <source>Your {old} makes way for {card}: {points} points less.</source>
        <translation>Votre {old} laisse la place au {card}&#xa0;: {points} points de moins.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="394"/>
        <source>Your cards stay as they are; {card} goes away.</source>
        <translation>Vos cartes restent telles quelles&#xa0;; le {card} s’en va.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="398"/>
        <source>The cards you know add up to {sum}; the others get one more turn each.</source>
        <translation>Les cartes que vous connaissez font {sum} au total&#xa0;; les autres jouent encore un tour chacun.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="401"/>
        <source>You know what you get: {card}.</source>
        <translation>Vous savez ce que vous prenez&#xa0;: le {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="191"/>
        <source>{name} calls CABO! Everybody else has one more turn, unless the draw pile runs out first</source>
        <translation>{name} annonce CABO&#xa0;! Chaque autre joueur joue encore une fois, sauf si la pioche s’épuise avant</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="274"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Fin de la partie&#xa0;: {name} gagne avec {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="276"/>
        <source>Game over: {names} share the win with {points}</source>
        <translation>Fin de la partie&#xa0;: {names} gagnent ex æquo avec {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="300"/>
        <source>; </source>
        <comment>between two players&apos; points in a round&apos;s result</comment>
        <translation>&#xa0;; </translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/texts.py" line="301"/>
        <source>{head}: {points}</source>
        <comment>a round&apos;s result in the log</comment>
        <translation>{head}&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="25"/>
        <source>In your layout</source>
        <translation>Dans votre rangée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="26"/>
        <source>In the layout of {name}</source>
        <translation>Dans la rangée ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="33"/>
        <source>{place} of {name}</source>
        <translation>{place} ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="46"/>
        <source>You see: {cards}.</source>
        <translation>Vous voyez&#xa0;: {cards}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="56"/>
        <source>The card in hand</source>
        <translation>La carte en main</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="63"/>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="66"/>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="84"/>
        <source>In your hand: {card}.</source>
        <translation>En main&#xa0;: {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="87"/>
        <source>On the discard pile: {card}.</source>
        <translation>Sur la défausse&#xa0;: {card}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_speech.py" line="90"/>
        <source>{name} called CABO.</source>
        <translation>{name} a annoncé CABO.</translation>
    </message>
</context>
<context>
    <name>CaboTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="52"/>
        <source>Welcome to CABO! You are Rosita and play against Pancho. Your four cards lie face down in front of you, and their places never change. At the end of a round the lowest sum scores nothing; everybody else scores their sum.</source>
        <translation>Bienvenue dans CABO&#xa0;! Vous êtes Rosita et jouez contre Pancho. Vos quatre cartes sont devant vous, face cachée, et leurs places ne changent jamais. À la fin d’une manche, la somme la plus basse ne marque rien&#xa0;; les autres marquent leur somme.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="62"/>
        <source>For this tutorial, look at the two cards on the left.</source>
        <translation>Pour ce tutoriel, regardez les deux cartes de gauche.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="64"/>
        <source>An 8 and a 4. In your turn you draw the top card of the draw pile, or you take the top card of the discard pile. Draw from the draw pile.</source>
        <translation>Un 8 et un 4. À votre tour, vous piochez la carte du dessus de la pioche, ou prenez celle du dessus de la défausse. Piochez.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="69"/>
        <source>A 3! Put it in place of one of your cards: it lies there face down, and the old card goes onto the discard pile. Replace your 8.</source>
        <translation>Un 3&#xa0;! Mettez-le à la place d’une de vos cartes&#xa0;: il y reste face cachée, et l’ancienne carte va à la défausse. Remplacez votre 8.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="74"/>
        <source>Replace the 8, your first card: a 3 there lowers your sum by 5.</source>
        <translation>Remplacez le 8, votre première carte&#xa0;: un 3 à sa place baisse votre somme de 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="76"/>
        <source>Pancho has played. Draw again.</source>
        <translation>Pancho a joué. Piochez de nouveau.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="78"/>
        <source>A 9. A 9 or a 10 drawn from the draw pile may be used as Spy: you look at one card of another player, then the 9 is discarded. Spy on Pancho&apos;s first card.</source>
        <translation>Un 9. Un 9 ou un 10 pioché peut servir de Spy&#xa0;: vous regardez en secret une carte d’un autre joueur, puis le 9 est défaussé. Utilisez Spy sur la première carte de Pancho.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="83"/>
        <source>Use the 9 as Spy on Pancho&apos;s first card: you will want it soon.</source>
        <translation>Utilisez le 9 comme Spy sur la première carte de Pancho&#xa0;: elle vous servira bientôt.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="86"/>
        <source>Pancho&apos;s first card is a 3. He drew a 9 too and spied on your first card. Draw.</source>
        <translation>La première carte de Pancho est un 3. Il a aussi pioché un 9 et regardé votre première carte. Piochez.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="90"/>
        <source>A 12. An 11 or a 12 drawn from the draw pile may be used as Swap: exchange one of your cards with one of another player&apos;s, neither looked at. Swap your third card, which you have not seen, for Pancho&apos;s 3.</source>
        <translation>Un 12. Un 11 ou un 12 pioché peut servir de Swap&#xa0;: échangez une de vos cartes avec une carte d’un autre joueur, sans les regarder. Échangez votre troisième carte, que vous n’avez pas vue, contre le 3 de Pancho.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="97"/>
        <source>Use the 12 as Swap: your third card for Pancho&apos;s first card, the 3 you spied.</source>
        <translation>Utilisez le 12 comme Swap&#xa0;: votre troisième carte contre la première de Pancho, le 3 que vous avez vu.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="100"/>
        <source>Your third card is now Pancho&apos;s 3. Draw.</source>
        <translation>Votre troisième carte est maintenant le 3 de Pancho. Piochez.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="103"/>
        <source>A 1. Put it in place of your third card, the 3.</source>
        <translation>Un 1. Mettez-le à la place de votre troisième carte, le 3.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="106"/>
        <source>Pancho took your 3 from the discard pile and tried to replace two of his cards with it as a set. They were a 7 and a 6: no set. Both were shown to all and stay in his row, and the 3 went back onto the discard pile.</source>
        <translation>Pancho a pris votre 3 sur la défausse et a voulu remplacer avec lui deux de ses cartes, comme une série. C’étaient un 7 et un 6&#xa0;: pas de série. Les deux ont été montrées à tous et restent dans sa rangée, et le 3 est reparti sur la défausse.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="116"/>
        <source>An 8. A 7 or an 8 drawn from the draw pile may be used as Peek: look at one of your own cards. Peek at your fourth card, the one you have not seen yet.</source>
        <translation>Un 8. Un 7 ou un 8 pioché peut servir de Peek&#xa0;: regardez en secret une de vos cartes. Utilisez Peek sur votre quatrième carte, que vous n’avez pas encore vue.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="121"/>
        <source>Use the 8 as Peek on your fourth card: it is the only one you do not know.</source>
        <translation>Utilisez le 8 comme Peek sur votre quatrième carte&#xa0;: c’est la seule que vous ne connaissez pas.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="124"/>
        <source>Your fourth card is a 1, like your third: a set. Two, three or four cards of the same value may be exchanged all at once for the card in your hand.</source>
        <translation>Votre quatrième carte est un 1, comme la troisième&#xa0;: une série. Deux, trois ou quatre cartes de même valeur peuvent être échangées d’un coup contre la carte en main.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="129"/>
        <source>Pancho discarded a 0, the lowest card there is. Take it from the discard pile.</source>
        <translation>Pancho a défaussé un 0, la carte la plus basse qui soit. Prenez-le sur la défausse.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="133"/>
        <source>Replace your two 1s as a set: choose both. You know them, so the set is right: they go onto the discard pile and the 0 lies in the place of the first.</source>
        <translation>Remplacez la série de vos deux 1&#xa0;: choisissez-les tous les deux. Vous les connaissez, la série est donc juste&#xa0;: ils vont sur la défausse et le 0 prend la place du premier.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="138"/>
        <source>Replace the set: your third and fourth cards, both 1s.</source>
        <translation>Remplacez la série&#xa0;: vos troisième et quatrième cartes, deux 1.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="140"/>
        <source>Pancho replaced a set too. Your row is 3, 4 and 0: a sum of 7. Call CABO instead of drawing: everybody else plays one more turn, then the round is scored.</source>
        <translation>Pancho a lui aussi remplacé une série. Votre rangée&#xa0;: 3, 4 et 0, soit une somme de 7. Annoncez CABO au lieu de piocher&#xa0;: chacun des autres joue encore une fois, puis la manche est comptée.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="162"/>
        <source>Kamikaze: whoever has both 13s and two 12s in their row at the scoring scores 0, and everybody else 50. It is rare: four particular cards in one row.</source>
        <translation>Kamikaze&#xa0;: celui qui a les deux 13 et deux 12 dans sa rangée au décompte marque 0, et tous les autres 50. C’est rare&#xa0;: quatre cartes précises dans une même rangée.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="145"/>
        <source>Call CABO now: your sum of 7 is low.</source>
        <translation>Annoncez CABO maintenant&#xa0;: votre somme de 7 est basse.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="147"/>
        <source>At the scoring all cards are shown. The lowest sum scores 0; the others score their sums. Whoever called CABO without the lowest sum scores 5 more.</source>
        <translation>Au décompte, toutes les cartes sont montrées. La somme la plus basse marque 0&#xa0;; les autres marquent leur somme. Celui qui a annoncé CABO sans avoir la somme la plus basse marque 5 de pénalité.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="112"/>
        <source>A card taken from the discard pile must go into your row; its action cannot be used. Draw from the draw pile.</source>
        <translation>Une carte prise sur la défausse doit aller dans votre rangée&#xa0;; son action ne peut pas servir. Piochez.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="58"/>
        <source>At the start of a round you may look at two of your own cards. Look at your two cards on the left: choose them both.</source>
        <translation>Au début d’une manche, vous pouvez regarder en secret deux de vos cartes. Regardez vos deux cartes de gauche&#x202f;: choisissez-les toutes les deux.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="152"/>
        <source>Now the next round: new cards, and you look at two of them again. Play it your own way, Pancho plays his. The tutorial speaks up again at its scoring.</source>
        <translation>Maintenant, la manche suivante&#xa0;: de nouvelles cartes, et vous en regardez de nouveau deux en secret. Jouez-la à votre façon, Pancho à la sienne. Le tutoriel reprendra la parole au décompte de cette manche.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="157"/>
        <source>The points add up over the rounds on the score sheet. The game ends when a total passes 100, and the lowest total wins. A total of exactly 100 drops to 50.</source>
        <translation>Les points s’additionnent de manche en manche sur la feuille de score. La partie se termine quand un total dépasse 100, et le total le plus bas gagne. Un total d’exactement 100 retombe à 50.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="167"/>
        <source>Your turn. Draw from the draw pile: only a card drawn there brings its action, Peek on a 7 or 8, Spy on a 9 or 10, Swap on an 11 or 12.</source>
        <translation>À vous. Piochez&#xa0;: seule une carte piochée apporte son action, Peek avec un 7 ou un 8, Spy avec un 9 ou un 10, Swap avec un 11 ou un 12.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="172"/>
        <source>This time draw from the draw pile, to see what its cards can do.</source>
        <translation>Cette fois, piochez, pour voir ce que peuvent faire les cartes de la pioche.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="175"/>
        <source>If your card has an action, use it now: the more cards you know, the better you choose. A card without one replaces one of yours or is discarded.</source>
        <translation>Si votre carte a une action, utilisez-la maintenant&#xa0;: plus vous connaissez de cartes, mieux vous choisissez. Une carte sans action remplace une des vôtres ou est défaussée.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="180"/>
        <source>This card has an action: use it this time, on the card you choose.</source>
        <translation>Cette carte a une action&#xa0;: utilisez-la cette fois, sur la carte de votre choix.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/tutorial.py" line="183"/>
        <source>That is CABO! Play on with this round, or start a real game.</source>
        <translation>Voilà CABO&#xa0;! Continuez cette manche, ou commencez une vraie partie.</translation>
    </message>
</context>
<context>
    <name>CaboView</name>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="160"/>
        <source>Round {round} · {phase}</source>
        <translation>Manche {round} · {phase}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="163"/>
        <source>CABO by {name}</source>
        <translation>CABO annoncé par {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="174"/>
        <source>Rounds won: {count}</source>
        <translation>Manches gagnées&#xa0;: {count}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="228"/>
        <source>Memory aid</source>
        <translation>Aide-mémoire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="441"/>
        <source>Done</source>
        <translation>Terminé</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="460"/>
        <source>Call CABO</source>
        <translation>Annoncer CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="485"/>
        <source>Replace these cards ({count})</source>
        <translation>Valider la série ({count})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="517"/>
        <source>Discard it</source>
        <translation>La défausser</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="525"/>
        <source>Replace a set…</source>
        <translation>Remplacer une série…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="528"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="571"/>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="108"/>
        <source>Score sheet</source>
        <translation>Feuille de score</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="102"/>
        <source>CABO!</source>
        <translation>CABO&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="106"/>
        <source>To play</source>
        <translation>À jouer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="144"/>
        <source>Draw pile</source>
        <translation>Pioche</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="146"/>
        <source>Discard pile</source>
        <translation>Défausse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="157"/>
        <source>In {name}&apos;s hand</source>
        <translation>En main&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_drawing.py" line="160"/>
        <source>Your card</source>
        <translation>Votre carte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="42"/>
        <source>Round {round}: the cards are shown</source>
        <translation>Manche {round}&#xa0;: les cartes sont révélées</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="53"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="55"/>
        <source>See the result</source>
        <translation>Voir le résultat</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="57"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="85"/>
        <source>called CABO</source>
        <translation>a annoncé CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_round_panel.py" line="117"/>
        <source>Round {round}</source>
        <translation>Manche {round}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="34"/>
        <source>The round is scored: see the points, then continue</source>
        <translation>Manche décomptée&#xa0;: consultez les points, puis continuez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="39"/>
        <source>Remember these cards, then choose “Done”</source>
        <translation>Mémorisez ces cartes, puis choisissez «&#xa0;Terminé&#xa0;»</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="40"/>
        <source>Remember this card, then choose “Done”</source>
        <translation>Mémorisez cette carte, puis choisissez «&#xa0;Terminé&#xa0;»</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="47"/>
        <source>The cards are dealt</source>
        <translation>Les cartes sont distribuées</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="50"/>
        <source>{name} looks at their cards</source>
        <translation>{name} regarde ses cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="51"/>
        <source>{name} is playing</source>
        <translation>{name} joue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="58"/>
        <source>Game over: {name} wins</source>
        <translation>Fin de la partie&#xa0;: {name} gagne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="59"/>
        <source>Game over: shared win for {names}</source>
        <translation>Fin de la partie&#xa0;: victoire partagée entre {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="66"/>
        <source>Choose {count} of your cards to look at secretly</source>
        <translation>Choisissez {count} de vos cartes à regarder en secret</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="70"/>
        <source>Draw a card, take the {card} or call CABO</source>
        <translation>Piochez une carte, prenez le {card} ou annoncez CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="72"/>
        <source>Draw a card or take the {card}</source>
        <translation>Piochez une carte ou prenez le {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="75"/>
        <source>Choose 2 to 4 of your cards of equal value ({count} chosen)</source>
        <translation>Choisissez 2 à 4 de vos cartes de même valeur (choisies&#xa0;: {count})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="77"/>
        <source>Peek: choose one of your cards</source>
        <translation>Peek&#xa0;: choisissez une de vos cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="79"/>
        <source>Spy: choose another player&apos;s card</source>
        <translation>Spy&#xa0;: choisissez la carte d’un autre joueur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="82"/>
        <source>Swap: choose the first of the two cards</source>
        <translation>Swap&#xa0;: choisissez la première des deux cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="83"/>
        <source>Swap: choose the card to exchange it with</source>
        <translation>Swap&#xa0;: choisissez la carte avec laquelle l’échanger</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="85"/>
        <source>Lay the {card} down: choose the card it replaces</source>
        <translation>Posez le {card}&#xa0;: choisissez la carte qu’il remplace</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view_status.py" line="86"/>
        <source>You drew the {card}: choose a card of yours to replace, or discard it</source>
        <translation>Vous avez pioché le {card}&#xa0;: choisissez une de vos cartes pour la remplacer, ou défaussez-le</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/cabo/view.py" line="229"/>
        <source>Shows on each card the value you saw there (for beginners)</source>
        <translation>Affiche sur chaque carte la valeur que vous y avez vue (pour les débutants)</translation>
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
            <numerusform>%n carte en main</numerusform>
            <numerusform>%n cartes en main</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="54"/>
        <source>{name} draws %n card(s)</source>
        <translation>
            <numerusform>{name} pioche %n carte</numerusform>
            <numerusform>{name} pioche %n cartes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="57"/>
        <source>{name} plays {special} and secures %n crate(s)</source>
        <translation>
            <numerusform>{name} joue {special} et met %n caisse en lieu sûr</numerusform>
            <numerusform>{name} joue {special} et met %n caisses en lieu sûr</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caramba/texts.py" line="60"/>
        <source>{treasure}: {name} wins %n crate(s) ({total} against {other})</source>
        <translation>
            <numerusform>{treasure}&#xa0;: {name} gagne %n caisse ({total} contre {other})</numerusform>
            <numerusform>{treasure}&#xa0;: {name} gagne %n caisses ({total} contre {other})</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CarambaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="76"/>
        <source>gold</source>
        <translation>or</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="78"/>
        <source>ammunition</source>
        <translation>munitions</translation>
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
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="166"/>
        <source>{name} bids {value} on gold</source>
        <translation>{name} enchérit de {value} sur l’or</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="168"/>
        <source>{name} bids {value} on ammunition</source>
        <translation>{name} enchérit de {value} sur les munitions</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="170"/>
        <source>{name} bids {value} on dynamite</source>
        <translation>{name} enchérit de {value} sur la dynamite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="173"/>
        <source>{name} passes</source>
        <translation>{name} passe</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="175"/>
        <source>{name} plays {card} — the auction ends</source>
        <translation>{name} joue {card} — fin des enchères</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="179"/>
        <source>{name} takes {card} back ({special})</source>
        <translation>{name} reprend la carte {card} en main ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="185"/>
        <source>{name} protects their gold crates ({special})</source>
        <translation>{name} protège ses caisses d’or ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="189"/>
        <source>{name} protects their ammunition crates ({special})</source>
        <translation>{name} protège ses caisses de munitions ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="193"/>
        <source>{name} protects their dynamite crates ({special})</source>
        <translation>{name} protège ses caisses de dynamite ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="199"/>
        <source>{name} secures {crate}</source>
        <translation>{name} met {crate} en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="202"/>
        <source>{name} secures a crate</source>
        <translation>{name} met une caisse en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="207"/>
        <source>{name} plays {special} and secures {crates}</source>
        <translation>{name} joue {special} et met {crates} en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="211"/>
        <source>{name} plays {special} and secures a crate</source>
        <translation>{name} joue {special} et met une caisse en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="216"/>
        <source>Start player: {name}</source>
        <translation>Premier joueur&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="220"/>
        <source>{name} receives the special card {card}</source>
        <translation>{name} reçoit la carte spéciale {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="248"/>
        <source>Crate drawn: {crate}</source>
        <translation>Caisse piochée&#xa0;: {crate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="251"/>
        <source>Crates drawn: {crates}</source>
        <translation>Caisses piochées&#xa0;: {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="258"/>
        <source>{name} draws {cards}</source>
        <translation>{name} pioche {cards}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="262"/>
        <source>{name} draws a card</source>
        <translation>{name} pioche une carte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="274"/>
        <source>{name} shuffles the discard pile into a new draw pile</source>
        <translation>{name} mélange sa défausse pour former une nouvelle pioche</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="278"/>
        <source>No crate has moved for {rounds} rounds: unless one is won, lost or secured in this round, the game ends after it</source>
        <translation>Aucune caisse n’a bougé depuis {rounds} tours&#xa0;: si aucune n’est gagnée, perdue ni mise en lieu sûr pendant ce tour, la partie s’arrête à la fin de celui-ci</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="289"/>
        <source>For {rounds} rounds in a row no crate was drawn, won or secured: the game ends here.</source>
        <translation>Aucune caisse piochée, gagnée ni mise en lieu sûr pendant {rounds} tours d’affilée&#xa0;: la partie s’arrête ici.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="303"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="331"/>
        <source>{treasure}: {name} wins ({total} against {other}) — no crates to take</source>
        <translation>{treasure}&#xa0;: {name} l’emporte ({total} contre {other}) — aucune caisse à prendre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="336"/>
        <source>{treasure}: {name} wins a crate ({total} against {other})</source>
        <translation>{treasure}&#xa0;: {name} gagne une caisse ({total} contre {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="343"/>
        <source>{treasure}: nobody bids</source>
        <translation>{treasure}&#xa0;: personne n’enchérit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="347"/>
        <source>{treasure}: tie at {total} — the crates go back to the centre</source>
        <translation>{treasure}&#xa0;: égalité à {total} — les caisses retournent au centre de la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="350"/>
        <source>{treasure}: tie at {total} — nobody wins</source>
        <translation>{treasure}&#xa0;: égalité à {total} — personne ne gagne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="383"/>
        <source>bid {value} on gold</source>
        <translation>enchérissez de {value} sur l’or</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="384"/>
        <source>bid {value} on ammunition</source>
        <translation>enchérissez de {value} sur les munitions</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="385"/>
        <source>bid {value} on dynamite</source>
        <translation>enchérissez de {value} sur la dynamite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="388"/>
        <source>protect your gold crates ({special})</source>
        <translation>protégez vos caisses d’or ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="389"/>
        <source>protect your ammunition crates ({special})</source>
        <translation>protégez vos caisses de munitions ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="390"/>
        <source>protect your dynamite crates ({special})</source>
        <translation>protégez vos caisses de dynamite ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="394"/>
        <source>take {card} back ({special})</source>
        <translation>reprenez la carte {card} en main ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="397"/>
        <source>secure {crate}</source>
        <translation>mettez la caisse {crate} en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="400"/>
        <source>play {special} and secure {crates}</source>
        <translation>jouez {special} et mettez ces caisses en lieu sûr&#xa0;: {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="403"/>
        <source>pass</source>
        <translation>passez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="404"/>
        <source>play {card} and end the auction</source>
        <translation>jouez {card} et mettez fin aux enchères</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="406"/>
        <source>keep your crates unsecured</source>
        <translation>ne mettez aucune caisse en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="407"/>
        <source>go on without Fuera!</source>
        <translation>continuez sans Fuera&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="414"/>
        <source>with the {card} card</source>
        <translation>avec la carte {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="423"/>
        <source>You do not hold that special card</source>
        <translation>Vous n’avez pas cette carte spéciale</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="424"/>
        <source>As start player you must bid on your first turn</source>
        <translation>En tant que premier joueur, vous devez enchérir à votre premier tour</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="426"/>
        <source>Without a bid card you must pass</source>
        <translation>Sans carte d’enchères, vous devez passer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="427"/>
        <source>That card is not in your hand</source>
        <translation>Cette carte n’est pas dans votre main</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="428"/>
        <source>That card does not bid on that treasure</source>
        <translation>Cette carte ne permet pas d’enchérir sur cette marchandise</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="430"/>
        <source>Manos arriba! cannot be played in the first round of an auction</source>
        <translation>Manos arriba&#x202f;! ne se joue pas au premier tour d’enchères</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="432"/>
        <source>That card is not in your discard pile</source>
        <translation>Cette carte n’est pas dans votre défausse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="434"/>
        <source>Your discard pile is empty: there is no card to take back</source>
        <translation>Votre défausse est vide&#xa0;: il n’y a aucune carte à reprendre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="436"/>
        <source>You have no unsecured crates of that treasure to protect</source>
        <translation>Vous n’avez aucune caisse de cette marchandise à protéger qui ne soit pas en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="438"/>
        <source>Only a player who won a crate this round may secure crates</source>
        <translation>Seul un joueur qui a gagné une caisse à ce tour peut mettre des caisses en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="440"/>
        <source>That crate is not among your unsecured crates</source>
        <translation>Cette caisse ne fait pas partie de vos caisses gagnées pas encore mises en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="442"/>
        <source>En seguridad! secures crates worth {limit} at most</source>
        <translation>En seguridad&#x202f;! met en lieu sûr des caisses d’une valeur de {limit} au plus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="462"/>
        <source>Your bid cards on {treasure} would come to {mine}; the highest other bid there is {others}.</source>
        <translation>Vos cartes d’enchères ({treasure}) feraient {mine}&#xa0;; la plus haute autre enchère sur cette marchandise est de {others}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="466"/>
        <source>Crates in safety can no longer be taken from you.</source>
        <translation>Personne ne peut plus vous prendre les caisses en lieu sûr.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="468"/>
        <source>No one can take your {treasure} crates in this auction.</source>
        <translation>Personne ne peut vous prendre vos caisses de {treasure} pendant ces enchères.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="472"/>
        <source>You keep your bid cards for the auctions to come.</source>
        <translation>Vous gardez vos cartes d’enchères pour les prochaines enchères.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="474"/>
        <source>The auction ends now, with the bids as they stand.</source>
        <translation>Les enchères s’arrêtent maintenant, telles qu’elles sont.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="307"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Fin de la partie&#xa0;: {name} gagne avec {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="310"/>
        <source>Game over: {names} share the win with {points}</source>
        <translation>Fin de la partie&#xa0;: {names} gagnent ex æquo avec {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="29"/>
        <source>Bid by {name}</source>
        <translation>Enchère ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="32"/>
        <source>Take this card back</source>
        <translation>Reprendre cette carte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="36"/>
        <source>Special card of {name}</source>
        <translation>Carte spéciale ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="39"/>
        <source>Crate in the middle of the table</source>
        <translation>Caisse au centre de la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="42"/>
        <source>Crate won by {name}</source>
        <translation>Caisse gagnée par {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="46"/>
        <source>Draw pile of {name}</source>
        <translation>Pioche ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="49"/>
        <source>Discard pile of {name}</source>
        <translation>Défausse ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="55"/>
        <source>Secured crates of {name}</source>
        <translation>Caisses mises en lieu sûr par {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="61"/>
        <source>Bag</source>
        <translation>Sac</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="71"/>
        <source>passed</source>
        <translation>a passé</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="72"/>
        <source>no bid</source>
        <translation>aucune enchère</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_speech.py" line="73"/>
        <source>{name}: {bids}; secured crates: {count}.</source>
        <translation>{name}&#xa0;: {bids}&#xa0;; caisses en lieu sûr&#xa0;: {count}.</translation>
    </message>
</context>
<context>
    <name>CarambaTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="41"/>
        <source>Welcome to Caramba! You are Rosita and play the Bandidos at the bottom, against Pancho, Dolores and Emiliano. Each round starts with crates drawn from the bag into the centre of the table until all three treasures lie there: gold, ammunition and dynamite.</source>
        <translation>Bienvenue dans Caramba&#xa0;! Vous êtes Rosita et jouez les Bandidos, en bas, contre Pancho, Dolores et Emiliano. Chaque tour commence par des caisses tirées du sac au centre de la table, jusqu’à ce que les trois marchandises y soient&#xa0;: or, munitions et dynamite.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="48"/>
        <source>The treasures are auctioned all at once. Whoever bids the most on a treasure wins all of its crates. Only crates you secure count as points at the end.</source>
        <translation>Toutes les marchandises sont mises aux enchères en même temps. Celui qui enchérit le plus sur une marchandise gagne toutes ses caisses. À la fin, seules les caisses mises en lieu sûr comptent.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="53"/>
        <source>These are your auction cards. A card bids its value on its treasure. A two-treasure card bids on one of its two treasures: you choose which when you play it.</source>
        <translation>Voici vos cartes d’enchères. Une carte enchérit de sa valeur sur sa marchandise. Une carte à deux marchandises enchérit sur l’une des deux&#xa0;: vous choisissez laquelle en la jouant.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="63"/>
        <source>Not this one yet: play the dynamite 3 / ammunition 4 card on ammunition, so that your bid matches Emiliano&apos;s.</source>
        <translation>Pas encore celle-ci&#xa0;: jouez la carte dynamite 3 / munitions 4 sur les munitions, pour égaler l’enchère d’Emiliano.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="66"/>
        <source>Your special card is Manos arriba! Played in place of a bid, it ends the auction at once, but not in the first auction round. Everybody has had a turn now.</source>
        <translation>Votre carte spéciale est Manos arriba&#xa0;! Jouée au lieu d’une enchère, elle termine aussitôt les enchères, mais pas au premier tour d’enchères. Chacun a joué une fois maintenant.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="71"/>
        <source>Play Manos arriba! now: the auction ends, and every treasure goes to the highest total as it stands.</source>
        <translation>Jouez Manos arriba&#xa0;! maintenant&#xa0;: les enchères s’arrêtent et chaque marchandise va au plus haut total du moment.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="75"/>
        <source>Try your special card instead: Manos arriba! ends the auction while your ammunition is level with Emiliano&apos;s.</source>
        <translation>Essayez plutôt votre carte spéciale&#xa0;: Manos arriba&#xa0;! termine les enchères tant que vos munitions sont à égalité avec celles d’Emiliano.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="79"/>
        <source>Dolores won the gold, Emiliano the dynamite. On ammunition you and Emiliano had 4 each: a tie, so nobody won it and its crates stayed in the centre. Cards that won go to the discard pile; the others come back to the hand.</source>
        <translation>Dolores a gagné l’or, Emiliano la dynamite. Sur les munitions, Emiliano et vous aviez 4 chacun&#xa0;: égalité, personne ne les a gagnées et leurs caisses sont restées au centre de la table. Les cartes gagnantes vont à la défausse, les autres reviennent en main.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="85"/>
        <source>After the auction, whoever won crates may secure one of their crates: face down, safe for good, points at the end. Dolores and Emiliano did so. The other crates they won lie unsecured in front of them.</source>
        <translation>Après les enchères, celui qui a gagné des caisses peut mettre une de ses caisses en lieu sûr&#xa0;: face cachée, à l’abri pour de bon, des points à la fin. Dolores et Emiliano l’ont fait. Leurs autres caisses gagnées restent devant eux, pas encore mises en lieu sûr.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="91"/>
        <source>Dolores played Fuera! before the auction: this round nobody can take her unsecured gold crates.</source>
        <translation>Dolores a joué Fuera&#xa0;! avant les enchères&#xa0;: pendant ce tour, personne ne peut prendre ses caisses d’or pas encore mises en lieu sûr.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="95"/>
        <source>The bonus: the highest unsecured crate of a treasure in front of a player adds to that player&apos;s bids on it. Dolores starts with 3 on gold before she plays a card.</source>
        <translation>Le bonus&#xa0;: la plus haute caisse d’une marchandise devant un joueur, pas encore mise en lieu sûr, s’ajoute à ses enchères sur elle. Dolores part avec 3 sur l’or avant de jouer une carte.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="100"/>
        <source>You are the start player now: your first turn must be a bid. Five ammunition crates wait in the centre. Bid your ammunition 7.</source>
        <translation>Vous êtes maintenant premier joueur&#xa0;: votre premier tour doit être une enchère. Cinq caisses de munitions attendent au centre de la table. Enchérissez avec vos munitions 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="104"/>
        <source>Dolores bids 4 on gold, plus her bonus of 3. Answer with your gold 7.</source>
        <translation>Dolores enchérit de 4 sur l’or, plus son bonus de 3. Répondez avec votre or 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="108"/>
        <source>Pancho is after the ammunition too. Add your ammunition 5.</source>
        <translation>Pancho vise aussi les munitions. Ajoutez vos munitions 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="111"/>
        <source>Add the dynamite 3 / ammunition 4 card on ammunition: a two-treasure card may bid on a different treasure each auction.</source>
        <translation>Ajoutez la carte dynamite 3 / munitions 4 sur les munitions&#xa0;: une carte à deux marchandises peut enchérir sur une autre marchandise à chaque phase d’enchères.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="115"/>
        <source>Your gold 5 brings your gold to 12.</source>
        <translation>Votre or 5 porte votre or à 12.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="118"/>
        <source>Play your last card, ammunition 3 / dynamite 4, on dynamite.</source>
        <translation>Jouez votre dernière carte, munitions 3 / dynamite 4, sur la dynamite.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="121"/>
        <source>Your hand is empty: pass. Whoever passes is out of this auction; it ends when everybody has passed.</source>
        <translation>Votre main est vide&#xa0;: passez. Celui qui passe sort de ces enchères&#xa0;; elles s’arrêtent quand tout le monde a passé.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="125"/>
        <source>You won the gold, but only the crate from the centre: Fuera! kept Dolores&apos;s gold. Pancho beat your 16 on ammunition with 17 and took the ammunition: the cards you bid on it are back in your hand.</source>
        <translation>Vous avez gagné l’or, mais seulement la caisse du centre&#xa0;: Fuera&#xa0;! a protégé l’or de Dolores. Pancho a battu vos 16 sur les munitions avec 17 et les a prises&#xa0;: vos cartes jouées dessus reviennent dans votre main.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="130"/>
        <source>You won a crate, so you may secure one. Secure your gold 3: choose it.</source>
        <translation>Vous avez gagné une caisse, vous pouvez donc en mettre une en lieu sûr. Mettez votre or 3 en lieu sûr&#x202f;: choisissez-le.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="192"/>
        <source>Secure one of your crates now: choose it.</source>
        <translation>Mettez maintenant une de vos caisses en lieu sûr&#x202f;: choisissez-la.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="134"/>
        <source>Secure the gold 3: unsecured crates can still be taken by the others.</source>
        <translation>Mettez l’or 3 en lieu sûr&#xa0;: les autres peuvent encore prendre les caisses pas encore mises en lieu sûr.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="138"/>
        <source>Round 3. Everybody drew new cards. No crates were drawn: crates lying unsecured in front of players count as present. Pancho has a bonus of 3 on ammunition, and whoever wins the ammunition takes his unsecured ammunition crates.</source>
        <translation>Tour 3. Chacun a pioché de nouvelles cartes. Aucune caisse n’a été tirée&#xa0;: les caisses devant les joueurs, pas encore mises en lieu sûr, comptent comme présentes. Pancho a un bonus de 3 sur les munitions, et celui qui gagne les munitions prend ses caisses de munitions pas encore mises en lieu sûr.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="144"/>
        <source>Go for Pancho&apos;s ammunition: bid your ammunition 7.</source>
        <translation>Visez les munitions de Pancho&#xa0;: enchérissez avec vos munitions 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="147"/>
        <source>Pancho played Estoy de vuelta! in his turn: he took a card back from his discard pile into his hand, his ammunition 7.</source>
        <translation>Pancho a joué Estoy de vuelta&#xa0;! à son tour&#xa0;: il a repris en main une carte de sa défausse, ses munitions 7.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="151"/>
        <source>Keep bidding on ammunition: your ammunition 5.</source>
        <translation>Continuez à enchérir sur les munitions&#xa0;: vos munitions 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="154"/>
        <source>The dynamite 3 / ammunition 4 card, on ammunition.</source>
        <translation>La carte dynamite 3 / munitions 4, sur les munitions.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="157"/>
        <source>The gold 3 / ammunition 4 card, on ammunition.</source>
        <translation>La carte or 3 / munitions 4, sur les munitions.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="160"/>
        <source>The ammunition 3 / dynamite 4 card, on dynamite.</source>
        <translation>La carte munitions 3 / dynamite 4, sur la dynamite.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="163"/>
        <source>The ammunition 3 / gold 4 card, on gold.</source>
        <translation>La carte munitions 3 / or 4, sur l’or.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="166"/>
        <source>Your hand is empty again: pass.</source>
        <translation>Votre main est de nouveau vide&#xa0;: passez.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="169"/>
        <source>You won the ammunition and took Pancho&apos;s four unsecured ammunition crates. Emiliano took Dolores&apos;s gold: without Fuera! it was no longer safe. Then he played En seguridad! This card secures several of his own unsecured crates at once, from this round or earlier ones, worth up to 6 together.</source>
        <translation>Vous avez gagné les munitions et pris les quatre caisses de munitions de Pancho pas encore mises en lieu sûr. Emiliano a pris l’or de Dolores&#xa0;: sans Fuera&#xa0;!, il n’était plus protégé. Puis il a joué En seguridad&#xa0;! Cette carte met en lieu sûr d’un coup plusieurs de ses propres caisses pas encore mises en lieu sûr, gagnées à ce tour ou avant, valant 6 au plus ensemble.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="181"/>
        <source>From the next round on you play on your own: bid, pass and play your cards as you think best. You have seen all four special cards; yours is used up. This bubble comes back once you have won crates again.</source>
        <translation>Dès le prochain tour, vous jouez seul&#xa0;: enchérissez, passez et jouez vos cartes comme bon vous semble. Vous avez vu les quatre cartes spéciales&#xa0;; la vôtre a déjà servi. Cette bulle reviendra dès que vous aurez de nouveau gagné des caisses.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="176"/>
        <source>Secure an ammunition 3, your most valuable crate.</source>
        <translation>Mettez une caisse de munitions 3 en lieu sûr, votre caisse la plus précieuse.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="58"/>
        <source>Emiliano is the start player and has bid 4 on ammunition. Play your dynamite 3 / ammunition 4 card on ammunition: choose it, then its ammunition half. You draw level with him.</source>
        <translation>Emiliano est le premier joueur et a enchéri de 4 sur les munitions. Jouez votre carte dynamite 3 / munitions 4 sur les munitions&#x202f;: choisissez-la, puis sa moitié munitions. Vous voilà à égalité avec lui.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="179"/>
        <source>Secure an ammunition 3: it is worth more than the ammunition 2.</source>
        <translation>Mettez une caisse de munitions 3 en lieu sûr&#xa0;: elle vaut plus que la caisse de munitions 2.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="187"/>
        <source>You won crates again: secure one of them, whichever you like. A secured crate is safe for good; one left unsecured can be taken, but the highest of each treasure gives you its bonus.</source>
        <translation>Vous avez de nouveau gagné des caisses&#xa0;: mettez-en une en lieu sûr, celle que vous voulez. Une caisse mise en lieu sûr l’est pour de bon&#xa0;; une caisse pas encore mise en lieu sûr peut vous être prise, mais la plus haute de chaque marchandise vous donne son bonus.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/tutorial.py" line="195"/>
        <source>That is Caramba! The rounds go on until a missing treasure can no longer be drawn from the bag. Most points in secured crates wins; on a tie, most cards in hand. Play on, or start a real game.</source>
        <translation>Voilà Caramba&#xa0;! Les tours continuent jusqu’à ce qu’une marchandise manquante ne puisse plus être tirée du sac. Le joueur qui a le plus de points en caisses mises en lieu sûr gagne&#xa0;; en cas d’égalité, celui qui a le plus de cartes en main. Continuez, ou lancez une vraie partie.</translation>
    </message>
</context>
<context>
    <name>CarambaView</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="16"/>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="17"/>
        <source>Ammunition</source>
        <translation>Munitions</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="18"/>
        <source>Dynamite</source>
        <translation>Dynamite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="25"/>
        <source>Manos arriba!</source>
        <translation>Manos arriba&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="26"/>
        <source>Estoy de vuelta!</source>
        <translation>Estoy de vuelta&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="27"/>
        <source>Fuera!</source>
        <translation>Fuera&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="28"/>
        <source>En seguridad!</source>
        <translation>En seguridad&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="54"/>
        <source>Dealing</source>
        <translation>Distribution</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="55"/>
        <source>Drawing crates</source>
        <translation>Pioche des caisses</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="56"/>
        <source>Before the auction</source>
        <translation>Avant les enchères</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="57"/>
        <source>Auction</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="58"/>
        <source>Securing crates</source>
        <translation>Mise en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="59"/>
        <source>Drawing cards</source>
        <translation>Pioche de cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="60"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
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
        <translation>Joueur %1</translation>
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
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="504"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="529"/>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="58"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="549"/>
        <source>Secure %1 of %2</source>
        <translation>Mettre %1 sur %2 en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="563"/>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="624"/>
        <source>Passed</source>
        <translation>A passé</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="626"/>
        <source>To play</source>
        <translation>À jouer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="754"/>
        <source>Round %1</source>
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="774"/>
        <source>Take back which card?</source>
        <translation>Quelle carte reprenez-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="23"/>
        <source>Game over: %1 wins</source>
        <translation>Fin de la partie&#xa0;: %1 gagne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="25"/>
        <source>Game over: shared win for %1</source>
        <translation>Fin de la partie&#xa0;: victoire partagée entre %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="34"/>
        <source>%1 is bidding</source>
        <translation>%1 enchérit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="36"/>
        <source>%1 is securing crates</source>
        <translation>%1 met des caisses en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="38"/>
        <source>Waiting for %1</source>
        <translation>En attente de %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="52"/>
        <source>En seguridad!: pick crates worth 6 at most</source>
        <translation>En seguridad&#xa0;!&#xa0;: des caisses valant 6 au plus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="44"/>
        <source>Which treasure? Choose a half or a button</source>
        <translation>Quelle marchandise&#xa0;? Choisissez une moitié de carte ou un bouton</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="47"/>
        <source>Estoy de vuelta!: take back which card?</source>
        <translation>Estoy de vuelta&#xa0;!&#xa0;: quelle carte reprendre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="50"/>
        <source>Fuera!: protect which treasure?</source>
        <translation>Fuera&#xa0;!&#xa0;: quelle marchandise protégez-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="56"/>
        <source>Choose a card to bid: the start player must bid</source>
        <translation>Jouez une carte&#xa0;: le premier joueur doit enchérir</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="58"/>
        <source>Choose a card to bid or pass</source>
        <translation>Enchérissez avec une carte, ou passez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="60"/>
        <source>You have no card to bid: pass</source>
        <translation>Aucune carte pour enchérir&#xa0;: passez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="63"/>
        <source>Play Fuera! to protect a treasure, or continue</source>
        <translation>Fuera&#xa0;! pour protéger une marchandise, ou continuez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="65"/>
        <source>The auction begins: choose “Continue”</source>
        <translation>Les enchères commencent&#xa0;: choisissez «&#xa0;Continuer&#xa0;»</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="67"/>
        <source>Secure a crate, or keep them all</source>
        <translation>Mettez une caisse en lieu sûr ou gardez tout</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_status.py" line="68"/>
        <source>Keep your crates</source>
        <translation>Gardez vos caisses</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="35"/>
        <source>Manos arriba!: on your auction turn, instead of a bid card (not in the first round of bidding). The auction ends at once and goes to the result.</source>
        <translation>Manos arriba&#xa0;!&#xa0;: à votre tour d’enchères, au lieu d’une carte d’enchères (pas au premier tour d’enchères). Les enchères s’arrêtent aussitôt et l’on passe à leur résolution.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="38"/>
        <source>Estoy de vuelta!: on your auction turn, instead of a bid card. Take one card of your discard pile back into your hand; you stay in the auction.</source>
        <translation>Estoy de vuelta&#xa0;!&#xa0;: à votre tour d’enchères, au lieu d’une carte d’enchères. Reprenez en main une carte de votre défausse&#xa0;; vous restez dans les enchères.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="41"/>
        <source>Fuera!: after the crates are drawn, before the first bid. Your unsecured crates of one treasure cannot be taken from you this round; their bonus still counts.</source>
        <translation>Fuera&#xa0;!&#xa0;: après la pioche des caisses, avant la première enchère. Ce tour-ci, personne ne peut vous prendre vos caisses d’une marchandise pas encore mises en lieu sûr&#xa0;; leur bonus compte toujours.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_layout.py" line="45"/>
        <source>En seguridad!: when crates are secured, instead of one crate. Secure unsecured crates of any treasures worth 6 at most together, even in a round you won nothing.</source>
        <translation>En seguridad&#xa0;!&#xa0;: pendant la mise en lieu sûr, au lieu d’une seule caisse. Mettez en lieu sûr des caisses pas encore mises en lieu sûr, de n’importe quelles marchandises, 6 au plus au total, même lors d’un tour où vous n’avez rien gagné.</translation>
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
        <translation>Fin des enchères&#xa0;: qui a gagné quoi&#xa0;?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="46"/>
        <source>Round %1: the auction&apos;s result</source>
        <translation>Tour %1&#xa0;: le résultat des enchères</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="97"/>
        <source>%1 wins a crate</source>
        <translation>%1 gagne une caisse</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="99"/>
        <source>%1 wins %2 crates</source>
        <translation>%1 gagne %2 caisses</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="101"/>
        <source>%1 wins: no crate to take</source>
        <translation>%1 gagne&#xa0;: aucune caisse à prendre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="104"/>
        <source>Nobody bid</source>
        <translation>Personne n’a enchéri</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="107"/>
        <source>Tie: a crate goes to the centre</source>
        <translation>Égalité&#xa0;: une caisse au centre de la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="109"/>
        <source>Tie: %1 crates go to the centre</source>
        <translation>Égalité&#xa0;: %1 caisses au centre de la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view_result_panel.py" line="111"/>
        <source>Tie: nobody wins</source>
        <translation>Égalité&#xa0;: personne ne gagne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="112"/>
        <source>Protect gold</source>
        <translation>Protéger l’or</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="114"/>
        <source>Protect ammunition</source>
        <translation>Protéger les munitions</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="115"/>
        <source>Protect dynamite</source>
        <translation>Protéger la dynamite</translation>
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
            <numerusform>%n marqueur de demande</numerusform>
            <numerusform>%n marqueurs de demande</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="142"/>
        <source>%n good(s) delivered</source>
        <translation>
            <numerusform>%n marchandise livrée</numerusform>
            <numerusform>%n marchandises livrées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/caravan/texts.py" line="145"/>
        <source>−{penalty} for %n good(s) held</source>
        <translation>
            <numerusform>−{penalty} pour %n marchandise gardée</numerusform>
            <numerusform>−{penalty} pour %n marchandises gardées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>CaravanTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="27"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="34"/>
        <source>meat</source>
        <translation>la viande</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="35"/>
        <source>swords</source>
        <translation>les épées</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="36"/>
        <source>salt</source>
        <translation>le sel</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="37"/>
        <source>hides</source>
        <translation>les peaux</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="38"/>
        <source>ivory</source>
        <translation>l’ivoire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="39"/>
        <source>cloth</source>
        <translation>le tissu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="40"/>
        <source>gems</source>
        <translation>les pierres précieuses</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="41"/>
        <source>paper</source>
        <translation>le papier</translation>
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
        <translation>Sijilmassa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="51"/>
        <source>Cairo</source>
        <translation>Le Caire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="52"/>
        <source>Timbuktu</source>
        <translation>Tombouctou</translation>
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
        <translation>Un sixième chameau pour chacun (pour apprendre ou pour une partie détendue)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="183"/>
        <source>Goods</source>
        <translation>Marchandises</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="191"/>
        <source>Shorter game with 2-3 players</source>
        <translation>Partie plus courte à 2 ou 3 joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="192"/>
        <source>All 48 goods</source>
        <translation>Les 48 marchandises</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="193"/>
        <source>Shorter game (32 goods)</source>
        <translation>Partie plus courte (32 marchandises)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="204"/>
        <source>{name} ends the turn</source>
        <translation>{name} termine son tour</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="216"/>
        <source>{name} is the start player</source>
        <translation>{name} est le premier joueur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="221"/>
        <source>Drawn from the bag: {good} onto space {number}</source>
        <translation>Tirage du sac&#xa0;: {good} sur la case {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="227"/>
        <source>{name}&apos;s turn: {actions}</source>
        <translation>À {name} de jouer&#xa0;: {actions}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="282"/>
        <source>Only four goods are left on the board: a demand marker goes onto each; the bag is empty, so no new goods come</source>
        <translation>Il ne reste que quatre marchandises sur le plateau&#xa0;: un marqueur de demande s’ajoute sur chacune&#xa0;; le sac est vide, aucune nouvelle marchandise ne vient</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="285"/>
        <source>Only four goods are left on the board: a demand marker goes onto each, and new goods are drawn</source>
        <translation>Il ne reste que quatre marchandises sur le plateau&#xa0;: un marqueur de demande s’ajoute sur chacune, et de nouvelles marchandises sont tirées</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="291"/>
        <source>The bag is empty: the next delivery ends the game</source>
        <translation>Le sac est vide&#xa0;: la prochaine livraison termine la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="298"/>
        <source>Nothing was picked up, stolen or delivered for {rounds} rounds: the game ends here.</source>
        <translation>Aucune marchandise prise, volée ni livrée depuis {rounds} tours&#xa0;: la partie s’arrête ici.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="304"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="307"/>
        <source>Game over: {name} wins with {points}</source>
        <translation>Fin de la partie&#xa0;: {name} gagne avec {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="310"/>
        <source>Game over: {names} share the win with {points} each</source>
        <translation>Fin de la partie&#xa0;: {names} gagnent ex æquo avec {points} chacun</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="328"/>
        <source>end the turn</source>
        <translation>terminez votre tour</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="332"/>
        <source>place a camel {where} ({actions})</source>
        <translation>posez un chameau {where} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="335"/>
        <source>move a camel {origin} {destination} ({actions})</source>
        <translation>déplacez un chameau {origin} {destination} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="342"/>
        <source>pick up {good} {where} and take {markers}</source>
        <translation>prenez {good} {where} et recevez {markers}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="344"/>
        <source>pick up {good} {where}</source>
        <translation>prenez {good} {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="346"/>
        <source>steal {good} from {victim} {where}</source>
        <translation>volez {good} à {victim} {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="352"/>
        <source>deliver {good} {destination}</source>
        <translation>livrez {good} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="354"/>
        <source>pass {good} along the chain {origin} {destination}</source>
        <translation>faites passer {good} le long de la chaîne {origin} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="366"/>
        <source>You do not have enough actions left for that</source>
        <translation>Il ne vous reste pas assez d’actions pour cela</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="368"/>
        <source>A camel carrying a good cannot move, pick up or steal</source>
        <translation>Un chameau chargé ne peut ni se déplacer, ni prendre, ni voler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="370"/>
        <source>You must keep at least one camel without a good</source>
        <translation>Vous devez garder au moins un chameau sans marchandise</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="372"/>
        <source>You have no theft marker left, so you cannot steal</source>
        <translation>Il ne vous reste aucun marqueur de vol, vous ne pouvez donc pas voler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="381"/>
        <source>There is no such space</source>
        <translation>Cette case n’existe pas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="382"/>
        <source>You have no such camel</source>
        <translation>Vous n’avez pas ce chameau</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="383"/>
        <source>All your camels are on the board</source>
        <translation>Tous vos chameaux sont déjà sur le plateau</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="384"/>
        <source>That camel is not on the board yet</source>
        <translation>Ce chameau n’est pas encore sur le plateau</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="385"/>
        <source>The camel is already on that space</source>
        <translation>Le chameau est déjà sur cette case</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="386"/>
        <source>That camel carries no good</source>
        <translation>Ce chameau ne porte aucune marchandise</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="387"/>
        <source>You can only steal from another player</source>
        <translation>Vous ne pouvez voler qu’un autre joueur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="388"/>
        <source>You can only steal from a camel on your camel&apos;s space</source>
        <translation>Vous ne pouvez voler qu’un chameau qui se trouve sur la case de votre chameau</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="390"/>
        <source>That camel carries no good to steal</source>
        <translation>Ce chameau ne porte aucune marchandise à voler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="391"/>
        <source>That good is no longer in the bag</source>
        <translation>Cette marchandise n’est plus dans le sac</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="393"/>
        <source>First choose one of your camels, or your supply to place one; then the space</source>
        <translation>Choisissez d’abord un de vos chameaux, ou votre réserve pour en poser un&#x202f;; puis la case</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="404"/>
        <source>It leaves {actions} unused.</source>
        <translation>Vous laissez ainsi {actions} inutilisées.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="409"/>
        <source>It makes {points}.</source>
        <translation>Cela rapporte {points}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="412"/>
        <source>It uses your theft marker.</source>
        <translation>Cela utilise votre marqueur de vol.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="414"/>
        <source>It takes {markers}.</source>
        <translation>Vous recevez ainsi {markers}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="426"/>
        <source>There is {good} to pick up there.</source>
        <translation>Il y a {good} à prendre là-bas.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="430"/>
        <source>It lengthens a chain of your camels.</source>
        <translation>Cela allonge une chaîne de vos chameaux.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="374"/>
        <source>A stolen good cannot be stolen again until it has been moved</source>
        <translation>Une marchandise volée ne peut pas être volée à nouveau avant d’avoir été déplacée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="376"/>
        <source>Goods only move through a chain of your own camels, side by side (not diagonally)</source>
        <translation>Les marchandises ne passent que par une chaîne de vos propres chameaux, côte à côte (pas en diagonale)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="378"/>
        <source>A good can only move onto one of your empty camels</source>
        <translation>Une marchandise ne peut aller que sur l’un de vos chameaux vides</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="380"/>
        <source>There is no good on that space</source>
        <translation>Il n’y a pas de marchandise sur cette case</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="73"/>
        <source>in Marrakech</source>
        <translation>à Marrakech</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="74"/>
        <source>from Marrakech</source>
        <translation>de Marrakech</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="75"/>
        <source>to Marrakech</source>
        <translation>à Marrakech</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="76"/>
        <source>in Tunis</source>
        <translation>à Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="77"/>
        <source>from Tunis</source>
        <translation>de Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="78"/>
        <source>to Tunis</source>
        <translation>à Tunis</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="79"/>
        <source>in Sijilmasa</source>
        <translation>à Sijilmassa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="80"/>
        <source>from Sijilmasa</source>
        <translation>de Sijilmassa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="81"/>
        <source>to Sijilmasa</source>
        <translation>à Sijilmassa</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="82"/>
        <source>in Cairo</source>
        <translation>au Caire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="83"/>
        <source>from Cairo</source>
        <translation>du Caire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="84"/>
        <source>to Cairo</source>
        <translation>au Caire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="85"/>
        <source>in Timbuktu</source>
        <translation>à Tombouctou</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="86"/>
        <source>from Timbuktu</source>
        <translation>de Tombouctou</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="87"/>
        <source>to Timbuktu</source>
        <translation>à Tombouctou</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="88"/>
        <source>in Gao</source>
        <translation>à Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="89"/>
        <source>from Gao</source>
        <translation>de Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="90"/>
        <source>to Gao</source>
        <translation>à Gao</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="91"/>
        <source>in Djenné</source>
        <translation>à Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="92"/>
        <source>from Djenné</source>
        <translation>de Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="93"/>
        <source>to Djenné</source>
        <translation>à Djenné</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="94"/>
        <source>in Kano</source>
        <translation>à Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="95"/>
        <source>from Kano</source>
        <translation>de Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="96"/>
        <source>to Kano</source>
        <translation>à Kano</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="105"/>
        <source>on space {number} ({coordinate})</source>
        <translation>sur la case {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="106"/>
        <source>from space {number} ({coordinate})</source>
        <translation>de la case {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="107"/>
        <source>to space {number} ({coordinate})</source>
        <translation>à la case {number} ({coordinate})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="110"/>
        <source>on {coordinate}</source>
        <translation>en {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="111"/>
        <source>from {coordinate}</source>
        <translation>de {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="112"/>
        <source>to {coordinate}</source>
        <translation>en {coordinate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="232"/>
        <source>{name} places a camel {where} ({actions})</source>
        <translation>{name} pose un chameau {where} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="239"/>
        <source>{name} moves a camel {origin} {destination} ({actions})</source>
        <translation>{name} déplace un chameau {origin} {destination} ({actions})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="249"/>
        <source>{name} picks up {good} {where} and takes {markers}</source>
        <translation>{name} prend {good} {where} et reçoit {markers}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="252"/>
        <source>{name} picks up {good} {where}</source>
        <translation>{name} prend {good} {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="257"/>
        <source>{name} steals {good} from {victim} {where} and hands over the theft marker</source>
        <translation>{name} vole {good} à {victim} {where} et lui donne son marqueur de vol</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="267"/>
        <source>{name} passes {good} along the chain {origin} {destination}</source>
        <translation>{name} fait passer {good} le long de la chaîne {origin} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/texts.py" line="274"/>
        <source>{name} delivers {good} {destination}: {points}</source>
        <translation>{name} livre {good} {destination}&#xa0;: {points}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="19"/>
        <source>Camel {number} of {name}</source>
        <translation>Chameau {number} ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="22"/>
        <source>in the supply</source>
        <translation>dans la réserve</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="24"/>
        <source>{where}, carrying {good} {destination}</source>
        <translation>{where}, porte {good} {destination}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="36"/>
        <source>Cities: {cities}.</source>
        <translation>Villes&#xa0;: {cities}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="37"/>
        <source>{city} ({coordinate}) takes {good}</source>
        <translation>{city} ({coordinate}) prend {good}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="66"/>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="101"/>
        <source>Demand {where}</source>
        <translation>Demande {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="69"/>
        <source>Go {where}</source>
        <translation>Aller {where}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="73"/>
        <source>Demand markers of {name}</source>
        <translation>Marqueurs de demande ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="76"/>
        <source>Theft markers of {name}</source>
        <translation>Marqueurs de vol ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="90"/>
        <source>{count} in the supply</source>
        <translation>{count} dans la réserve</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="92"/>
        <source>Camels of {name}: {camels}.</source>
        <translation>Chameaux ({name})&#xa0;: {camels}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view_speech.py" line="94"/>
        <source>{good} {where}, wanted {destination}</source>
        <translation>{good} {where}, livraison {destination}</translation>
    </message>
</context>
<context>
    <name>CaravanTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="98"/>
        <source>Place your camel on the cloth (space 4): it is a rare good, worth 6.</source>
        <translation>Posez votre chameau sur le tissu (case 4)&#xa0;: c’est une marchandise rare, qui vaut 6.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="101"/>
        <source>Pancho placed a camel and picked up salt, with the demand marker lying there: each demand marker is a point. You have three actions now. Pick up the cloth with your camel standing on it.</source>
        <translation>Pancho a posé un chameau et pris le sel, avec le marqueur de demande posé là&#xa0;: chaque marqueur de demande vaut un point. Vous avez maintenant trois actions. Prenez le tissu avec votre chameau qui s’y trouve.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="106"/>
        <source>Cloth is wanted in Tunis, at the right edge of the board. Place a camel on the hides (space 5), then one on Tunis itself.</source>
        <translation>Le tissu est demandé à Tunis, au bord droit du plateau. Posez un chameau sur les peaux (case 5), puis un sur Tunis même.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="110"/>
        <source>Place a camel on the hides (space 5), then one on Tunis.</source>
        <translation>Posez un chameau sur les peaux (case 5), puis un sur Tunis.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="112"/>
        <source>Four actions this turn. Place a camel right of your camel with the cloth.</source>
        <translation>Quatre actions ce tour-ci. Posez un chameau à droite de votre chameau qui porte le tissu.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="116"/>
        <source>Pick up the hides with your camel on space 5.</source>
        <translation>Prenez les peaux avec votre chameau de la case 5.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="86"/>
        <source>Welcome to Caravan! You are Rosita and play against Pancho. Goods lie on the eight numbered spaces, and each city wants one kind of good. Your camels carry goods there in chains: a delivered good scores 3 (a common good) or 6 (a rare one).</source>
        <translation>Bienvenue dans Caravan&#xa0;! Vous êtes Rosita et jouez contre Pancho. Des marchandises sont posées sur les huit cases numérotées, et chaque ville demande une sorte de marchandise. Vos chameaux les y portent en chaînes&#xa0;: une marchandise livrée rapporte 3 (courante) ou 6 (rare).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="92"/>
        <source>A turn has four actions; the first turns have fewer, and you start with one. Placing a camel from your supply on an empty space costs one action. Place a camel on the cloth, on space 4: choose a camel of your supply, then the space.</source>
        <translation>Un tour compte quatre actions&#x202f;; les premiers tours en ont moins, et vous commencez avec une. Poser un chameau de votre réserve sur une case vide coûte une action. Posez un chameau sur le tissu, case 4&#x202f;: choisissez un chameau de votre réserve, puis la case.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="119"/>
        <source>Only four goods were left on the board, so the board was refilled: each of them got a demand marker, and four new goods were drawn from the bag onto the empty numbered spaces. Now place your last camel between your two camels on the right.</source>
        <translation>Il ne restait que quatre marchandises sur le plateau, il a donc été réapprovisionné&#xa0;: chacune a reçu un marqueur de demande, et quatre nouvelles marchandises ont été tirées du sac sur les cases numérotées vides. Posez maintenant votre dernier chameau entre vos deux chameaux de droite.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="125"/>
        <source>Camels on neighbouring spaces form a chain, and one action passes a good along it to any camel of the chain. Pass the cloth to your camel next to it: choose the cloth, then that camel.</source>
        <translation>Des chameaux sur des cases voisines forment une chaîne, et une action fait passer une marchandise le long de la chaîne jusqu’à n’importe lequel de ses chameaux. Passez le tissu à votre chameau voisin&#x202f;: choisissez le tissu, puis ce chameau.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="130"/>
        <source>Pancho&apos;s meat stands in the gap of your chain. Moving a camel costs one action onto an empty space, two onto a space with camels on it. Move your empty camel on the left onto Pancho&apos;s camel with the meat: two actions.</source>
        <translation>La viande de Pancho se trouve dans le trou de votre chaîne. Déplacer un chameau coûte une action vers une case vide, deux vers une case où se trouvent déjà des chameaux. Déplacez votre chameau vide de gauche sur le chameau de Pancho qui porte la viande&#xa0;: deux actions.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="136"/>
        <source>Theft: a camel of yours without a good may steal the good of another player&apos;s camel on its space, with your theft marker. Steal Pancho&apos;s meat.</source>
        <translation>Le vol&#xa0;: un de vos chameaux sans marchandise peut voler, avec votre marqueur de vol, la marchandise d’un chameau adverse sur sa case. Volez la viande de Pancho.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="141"/>
        <source>Your camels now reach from the cloth to Tunis without a gap. Pass the cloth along the chain to your camel on Tunis: it is delivered.</source>
        <translation>Vos chameaux forment maintenant une chaîne continue du tissu jusqu’à Tunis. Passez le tissu le long de la chaîne à votre chameau sur Tunis&#xa0;: il est livré.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="146"/>
        <source>Delivered: 6 points, and Pancho delivered too. From now on you both play as you like. Gao wants your meat, Djenné your hides: build a chain there, or send empty camels to new goods.</source>
        <translation>Livré&#xa0;: 6 points, et Pancho a livré lui aussi. Désormais, chacun de vous joue comme il l’entend. Gao demande votre viande, Djenné vos peaux&#xa0;: construisez une chaîne jusque-là, ou envoyez des chameaux vides vers de nouvelles marchandises.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="151"/>
        <source>Time to load a good. Picking it up costs one action, and the demand markers lying with it are yours: 1 point each. One camel must always stay without a good. Pick up a good, or move an empty camel onto one; then play on.</source>
        <translation>C’est le moment de charger une marchandise. La prendre coûte une action, et les marqueurs de demande posés avec elle sont à vous&#xa0;: 1 point chacun. Un chameau doit toujours rester sans marchandise. Prenez une marchandise, ou déplacez un chameau vide dessus&#xa0;; puis continuez.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="157"/>
        <source>Pick up a good with a camel standing on it, or move a camel without a good onto a space where a good lies.</source>
        <translation>Prenez une marchandise avec un chameau qui s’y trouve, ou déplacez un chameau sans marchandise sur une case où se trouve une marchandise.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/tutorial.py" line="161"/>
        <source>The game ends with the first delivery after the bag has run out: with two players, after about twenty turns each. Goods still on your camels then cost points: two cost 1, three 3, four 6; from two on, your player board shows the cost under your points. Play on, or start a real game.</source>
        <translation>La partie s’arrête à la première livraison après que le sac s’est vidé&#xa0;: à deux joueurs, après une vingtaine de tours chacun. Les marchandises encore sur vos chameaux coûtent alors des points&#xa0;: deux coûtent 1, trois 3, quatre 6&#xa0;; dès deux marchandises, votre plateau individuel affiche ce coût sous vos points. Continuez, ou lancez une vraie partie.</translation>
    </message>
</context>
<context>
    <name>CaravanView</name>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="153"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="154"/>
        <source>Turn {turn}: {name}</source>
        <translation>Tour {turn}&#xa0;: {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="156"/>
        <source>New goods are drawn</source>
        <translation>Tirage de nouvelles marchandises</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="159"/>
        <source>the next delivery ends the game</source>
        <translation>la prochaine livraison termine la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="392"/>
        <source>End turn</source>
        <translation>Terminer le tour</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="395"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="558"/>
        <source>{actions} left</source>
        <translation>Reste&#xa0;: {actions}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="593"/>
        <source>Game over: {name} wins</source>
        <translation>Fin de la partie&#xa0;: {name} gagne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="594"/>
        <source>Game over: shared win for {names}</source>
        <translation>Fin de la partie&#xa0;: victoire partagée entre {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="599"/>
        <source>Your turn: choose a camel, or your supply to place one</source>
        <translation>À vous&#xa0;: choisissez un chameau, ou votre réserve pour en poser un</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="602"/>
        <source>Place the camel: choose a space (number = cost in actions)</source>
        <translation>Posez le chameau&#xa0;: choisissez une case (nombre = coût en actions)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="605"/>
        <source>Choose a space for the camel (number = cost) or a good to take</source>
        <translation>Choisissez une case pour le chameau (nombre = coût) ou une marchandise à prendre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="607"/>
        <source>Choose the empty camel that takes the good</source>
        <translation>Choisissez le chameau vide qui reçoit la marchandise</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="610"/>
        <source>Goods are drawn from the bag</source>
        <translation>Des marchandises sont tirées du sac</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caravan/view.py" line="611"/>
        <source>{name} is playing</source>
        <translation>{name} joue</translation>
    </message>
</context>
<context>
    <name>GameCard</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/start_page.py" line="280"/>
        <source>%n older game(s) ▾</source>
        <translation>
            <numerusform>%n partie plus ancienne ▾</numerusform>
            <numerusform>%n parties plus anciennes ▾</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="477"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="494"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="497"/>
        <source>{name} wins!</source>
        <translation>{name} gagne&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="500"/>
        <source>Shared win: {names}</source>
        <translation>Victoire partagée&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="513"/>
        <source>{name} (computer)</source>
        <translation>{name} (ordinateur)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="529"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="530"/>
        <source>Play again, same seats</source>
        <translation>Rejouer, mêmes joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="531"/>
        <source>Back to start</source>
        <translation>Retour à l’accueil</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="532"/>
        <source>Replay</source>
        <translation>Revoir la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="535"/>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="538"/>
        <source>Deal number {number}</source>
        <translation>Donne n°&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="539"/>
        <source>Play this deal again</source>
        <translation>Rejouer cette donne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="540"/>
        <source>The same seats and options and the same draws, from the start</source>
        <translation>Les mêmes places et options, les mêmes tirages, depuis le début</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="542"/>
        <source>Show the results</source>
        <translation>Voir les résultats</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="533"/>
        <source>Step through the game move by move (Ctrl+R)</source>
        <translation>Parcourir la partie coup par coup (Ctrl+R)</translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/game_over.py" line="485"/>
        <source>{name} has won {wins} of the last %n game(s) of {game}</source>
        <translation>
            <numerusform>{name} a gagné {wins} sur %n partie de {game}</numerusform>
            <numerusform>{name} a gagné {wins} des %n dernières parties de {game}</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/game_over.py" line="488"/>
        <source>{name} has won {wins} of the last %n game(s) against {level}</source>
        <translation>
            <numerusform>{name} a gagné {wins} sur %n partie contre l’ordinateur ({level})</numerusform>
            <numerusform>{name} a gagné {wins} des %n dernières parties contre l’ordinateur ({level})</numerusform>
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
            <numerusform>%n partie</numerusform>
            <numerusform>%n parties</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/statistics.py" line="162"/>
        <source>Score of the last %n game(s):</source>
        <translation>
            <numerusform>Score de la dernière partie&#xa0;:</numerusform>
            <numerusform>Score des %n dernières parties&#xa0;:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/statistics.py" line="192"/>
        <source>{level}: won {wins} of %n game(s)</source>
        <translation>
            <numerusform>{level}&#xa0;: {wins} sur %n partie gagnée</numerusform>
            <numerusform>{level}&#xa0;: {wins} sur %n parties gagnées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="127"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="129"/>
        <source>Computer · {level}</source>
        <translation>Ordinateur · {level}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="400"/>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="417"/>
        <source>Pass the screen to {name}</source>
        <translation>Passez l’écran à {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="448"/>
        <source>Deal {number}</source>
        <translation>Donne n°&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="449"/>
        <source>Enter this number in a new game to play the same deal again</source>
        <translation>Saisissez ce numéro dans une nouvelle partie pour rejouer la même donne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="546"/>
        <source>Autosave failed: the game goes on unsaved</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: la partie continue sans être enregistrée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="580"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="581"/>
        <source>What happened</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="582"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="603"/>
        <source>You have seen a card since: it cannot be taken back</source>
        <translation>Vous avez vu une carte depuis&#x202f;: ce coup ne peut plus être repris</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="604"/>
        <source>Take back your last move ({key})</source>
        <translation>Reprendre votre dernier coup ({key})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="583"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="584"/>
        <source>How to play (F1)</source>
        <translation>Comment jouer (F1)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="585"/>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="586"/>
        <source>Back to the start page; the game is kept and can be continued</source>
        <translation>Retour à l’accueil&#xa0;; la partie est conservée et pourra être reprise</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="19"/>
        <source>It is not your turn</source>
        <translation>Ce n’est pas votre tour</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="20"/>
        <source>Pass the screen on first</source>
        <translation>Passez d’abord l’écran</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="21"/>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="22"/>
        <source>The game is closed</source>
        <translation>La partie est fermée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="23"/>
        <source>The rules do not allow that move now</source>
        <translation>Les règles n’autorisent pas ce coup maintenant</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="24"/>
        <source>That move belongs to another part of the turn</source>
        <translation>Ce coup appartient à un autre moment de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="26"/>
        <location filename="../caramba_desktop/ui/refusals.py" line="27"/>
        <source>That is not a move of this game</source>
        <translation>Ce n’est pas un coup de ce jeu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="28"/>
        <source>Wait a moment: chance decides first</source>
        <translation>Un instant&#x202f;: le hasard décide d’abord</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="29"/>
        <source>Chance cannot bring that</source>
        <translation>Le hasard ne peut pas amener cela</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="30"/>
        <source>This game has no such option</source>
        <translation>Ce jeu n’a pas cette option</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="31"/>
        <source>That option cannot take this value</source>
        <translation>Cette option ne peut pas prendre cette valeur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="32"/>
        <source>This game is not for that many players</source>
        <translation>Ce jeu ne se joue pas à ce nombre de joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/refusals.py" line="41"/>
        <source>That move is not possible now</source>
        <translation>Ce coup n’est pas possible maintenant</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="452"/>
        <source>Game {number}</source>
        <translation>Partie n°&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="453"/>
        <source>Enter this number in a new game to play again with the same luck</source>
        <translation>Saisissez ce numéro dans une nouvelle partie pour rejouer avec le même hasard</translation>
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
        <translation>Tous les joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="369"/>
        <source>Loading the games played…</source>
        <translation>Chargement des parties jouées…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="393"/>
        <source>This game cannot be read: its record is damaged.</source>
        <translation>Cette partie ne peut pas être lue&#xa0;: son enregistrement est endommagé.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="407"/>
        <source>Save the game as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="408"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Parties enregistrées (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="416"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>«&#xa0;{file}&#xa0;» n’a pas pu être écrit&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="428"/>
        <source>Saved as “{file}”</source>
        <translation>Partie enregistrée sous «&#xa0;{file}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="443"/>
        <location filename="../caramba_desktop/ui/games_played.py" line="453"/>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="454"/>
        <source>&amp;Game:</source>
        <translation>&amp;Jeu&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="455"/>
        <source>&amp;Player:</source>
        <translation>J&amp;oueur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="459"/>
        <source>All games</source>
        <translation>Tous les jeux</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="196"/>
        <source>Ended</source>
        <translation>Terminée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="196"/>
        <source>Game</source>
        <translation>Jeu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="197"/>
        <source>Players and scores</source>
        <translation>Joueurs et points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="198"/>
        <source>Moves</source>
        <translation>Coups</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="370"/>
        <source>No finished game yet: every game played to the end is listed here.</source>
        <translation>Aucune partie terminée pour l’instant&#xa0;: chaque partie jouée jusqu’au bout apparaît ici.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="366"/>
        <source>The games played cannot be kept on this computer for now.</source>
        <translation>Les parties jouées ne peuvent pas être conservées sur cet ordinateur pour le moment.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="465"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/games_played.py" line="466"/>
        <source>&amp;Replay</source>
        <translation>&amp;Revoir</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="176"/>
        <location filename="../caramba_desktop/ui/handoff.py" line="190"/>
        <source>Pass to {name}</source>
        <translation>Passez à {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="179"/>
        <source>{name}, go on when you are ready — nobody else should look.</source>
        <translation>{name}, continuez quand tout est prêt — les autres ne doivent pas regarder.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="184"/>
        <source>I am {name} — show my cards</source>
        <translation>Je suis {name} — montrer mes cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="188"/>
        <source>or press Enter</source>
        <translation>ou appuyez sur Entrée</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="40"/>
        <source>not weighed enough</source>
        <translation>pas assez étudié</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="41"/>
        <source>about {chance} to win</source>
        <translation>environ {chance} de chances de gagner</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="60"/>
        <source>the best chance it found</source>
        <translation>les meilleures chances trouvées</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="63"/>
        <source>as good, as far as it can tell</source>
        <translation>aussi bon, autant qu’on puisse le dire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="67"/>
        <source>much worse</source>
        <translation>bien moins bon</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="68"/>
        <source>worse</source>
        <translation>moins bon</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="74"/>
        <source>Better or worse: as the strongest level judges it; in this game its chances are too rough to show as numbers.</source>
        <translation>Meilleur ou moins bon&#xa0;: selon le jugement du niveau le plus fort&#xa0;; dans ce jeu, ses chances sont trop approximatives pour être chiffrées.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="77"/>
        <source>Chance to win: the strongest level&apos;s estimate, playing on against players as strong as itself.</source>
        <translation>Chances de gagner&#xa0;: l’estimation du niveau le plus fort, en jouant la suite contre des joueurs aussi forts que lui.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="106"/>
        <source>Suggested: {move} ({chance})</source>
        <translation>Suggestion&#xa0;: {move} ({chance})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="111"/>
        <source>Why: {reason}</source>
        <translation>Pourquoi&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="113"/>
        <source>or {move} ({chance})</source>
        <translation>ou {move} ({chance})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="175"/>
        <source>Thinking…</source>
        <translation>Réflexion…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="214"/>
        <source>Hint</source>
        <translation>Conseil</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/hint.py" line="215"/>
        <source>What would the strongest computer level play? (H)</source>
        <translation>Que jouerait l’ordinateur à son niveau le plus fort&#xa0;? (H)</translation>
    </message>
</context>
<context>
    <name>HistoryCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/games_played.py" line="110"/>
        <source>%n game(s) could not be read: the file of the games played holds values that do not fit.</source>
        <translation>
            <numerusform>%n partie n’a pas pu être lue&#xa0;: le fichier des parties jouées contient des valeurs qui ne conviennent pas.</numerusform>
            <numerusform>%n parties n’ont pas pu être lues&#xa0;: le fichier des parties jouées contient des valeurs qui ne conviennent pas.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>HistoryKeeper</name>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="44"/>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="95"/>
        <source>Games played</source>
        <translation>Parties jouées</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="45"/>
        <source>The games played cannot be kept on this computer for now. You can play as usual.</source>
        <translation>Les parties jouées ne peuvent pas être conservées sur cet ordinateur pour le moment. Vous pouvez jouer comme d’habitude.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/history_keeper.py" line="96"/>
        <source>The file of the games played was damaged or made by a newer version. It was set aside as “{file}” and a new one was started; play goes on.</source>
        <translation>Le fichier des parties jouées était endommagé ou créé par une version plus récente. Il a été mis de côté sous le nom «&#xa0;{file}&#xa0;» et un nouveau a été commencé&#xa0;; le jeu continue.</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="264"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="265"/>
        <source>What has happened so far</source>
        <translation>Ce qui s’est passé jusqu’ici</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="60"/>
        <source>Caramba!</source>
        <translation>Caramba&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="61"/>
        <source>Auction and bluff</source>
        <translation>Enchères et bluff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="66"/>
        <source>Bands bid with their cards for crates of gold, ammunition and dynamite — and steal the ones not yet secured.</source>
        <translation>Des bandes enchérissent avec leurs cartes pour des caisses d’or, de munitions et de dynamite — et raflent celles qui ne sont pas encore en lieu sûr.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="71"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="72"/>
        <source>Memory card game</source>
        <translation>Jeu de cartes et de mémoire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="77"/>
        <source>Peek, spy and swap your face-down cards for the lowest total, then call “Cabo”.</source>
        <translation>Regardez, espionnez et échangez vos cartes cachées pour le total le plus bas, puis annoncez «&#xa0;Cabo&#xa0;».</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="82"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="83"/>
        <source>Camels carry goods to cities</source>
        <translation>Des chameaux livrent les marchandises aux villes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="88"/>
        <source>Lead camel trains across the desert to the cities that want your goods.</source>
        <translation>Menez vos caravanes de chameaux à travers le désert jusqu’aux villes qui veulent vos marchandises.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="93"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba&#xa0;! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="94"/>
        <source>Dice race to the silver mine</source>
        <translation>Course de dés vers la mine d’argent</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="99"/>
        <source>Roll and race your sombreros to the silver mine; the last one still on the track wins.</source>
        <translation>Lancez les dés et faites courir vos sombreros vers la mine d’argent&#xa0;; le dernier encore en course gagne.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="294"/>
        <source>by {designer} · {low}–{high} players</source>
        <translation>de {designer} · {low} à {high} joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="297"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="298"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="302"/>
        <source>Coming soon</source>
        <translation>Bientôt disponible</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="342"/>
        <source>race {number}</source>
        <translation>course {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="344"/>
        <source>turn {number}</source>
        <translation>tour {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="542"/>
        <source>Reading the game…</source>
        <translation>Chargement de la partie…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="543"/>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="546"/>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="549"/>
        <source>Settings…</source>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="550"/>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="273"/>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="348"/>
        <source>round {number}</source>
        <translation>tour {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="350"/>
        <source>last played {when}</source>
        <translation>dernier coup joué le {when}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="373"/>
        <source>The file is damaged: it is not readable game data.</source>
        <translation>Le fichier est endommagé&#xa0;: il ne contient pas de données de partie lisibles.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="374"/>
        <source>The file is not a saved game of {app}.</source>
        <translation>Le fichier n’est pas une partie enregistrée de {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="376"/>
        <source>The game was saved by a newer version of {app}.</source>
        <translation>La partie a été enregistrée par une version plus récente de {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="378"/>
        <source>The file holds a game this version does not know.</source>
        <translation>Le fichier contient un jeu que cette version ne connaît pas.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="379"/>
        <source>The file is damaged: its options or moves are not valid.</source>
        <translation>Le fichier est endommagé&#xa0;: ses options ou ses coups ne sont pas valides.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="381"/>
        <source>The file is damaged: it does not say who plays which seat.</source>
        <translation>Le fichier est endommagé&#xa0;: il n’indique pas qui joue à quelle place.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="383"/>
        <source>The file is too large to be a saved game.</source>
        <translation>Le fichier est trop volumineux pour être une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="384"/>
        <location filename="../caramba_desktop/ui/reading.py" line="402"/>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="385"/>
        <source>This game cannot be played in this version yet.</source>
        <translation>Ce jeu ne peut pas encore être joué dans cette version.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="388"/>
        <source>The file is damaged: a player&apos;s name is longer than {count} characters.</source>
        <translation>Le fichier est endommagé&#xa0;: un nom de joueur dépasse {count} caractères.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="390"/>
        <source>The file is damaged: a player&apos;s name holds control characters.</source>
        <translation>Le fichier est endommagé&#xa0;: un nom de joueur contient des caractères de contrôle.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="392"/>
        <source>The file is damaged: its deal number is out of range.</source>
        <translation>Le fichier est endommagé&#xa0;: son numéro de donne est hors limites.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="397"/>
        <source>The file is damaged: move {number} breaks the rules.</source>
        <translation>Le fichier est endommagé&#xa0;: le coup {number} enfreint les règles.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/reading.py" line="403"/>
        <source>The file is damaged.</source>
        <translation>Le fichier est endommagé.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/selftest.py" line="237"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="310"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="311"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="312"/>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Reprendre la dernière partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="313"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="314"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="320"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="321"/>
        <source>&amp;Leave the game</source>
        <translation>Quitter la &amp;partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="322"/>
        <source>Se&amp;ttings…</source>
        <translation>Para&amp;mètres…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="323"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="324"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="325"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="326"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="330"/>
        <source>&amp;About {app}</source>
        <translation>À &amp;propos de {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="353"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="496"/>
        <source>Autosave is not possible</source>
        <translation>La sauvegarde automatique est impossible</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="354"/>
        <source>Nothing can be written in the folder “{folder}”: {reason}. The games are not saved as they are played, and the games played are not kept; you can play as usual.</source>
        <translation>Rien ne peut être écrit dans le dossier «&#xa0;{folder}&#xa0;»&#xa0;: {reason}. Les parties ne sont pas enregistrées au fil du jeu et les parties jouées ne sont pas conservées&#xa0;; vous pouvez jouer comme d’habitude.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="497"/>
        <source>The game cannot be saved as it is played; it starts anyway.</source>
        <translation>La partie ne peut pas être enregistrée au fil du jeu&#xa0;; elle commence quand même.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="75"/>
        <location filename="../caramba_desktop/ui/opening.py" line="87"/>
        <source>The game cannot be continued</source>
        <translation>La partie ne peut pas être reprise</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="129"/>
        <source>The game cannot be saved</source>
        <translation>La partie ne peut pas être enregistrée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="130"/>
        <source>“{file}” can be read but not written: {reason}</source>
        <translation>«&#xa0;{file}&#xa0;» peut être lu, mais pas écrit&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="132"/>
        <source>You can play on without saving: the moves made from now on are not kept, and the game waits on its card as it was.</source>
        <translation>Vous pouvez continuer sans enregistrer&#xa0;: les coups joués à partir de maintenant ne sont pas conservés, et la partie attend sur l’accueil telle qu’elle était.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="134"/>
        <source>Play without saving</source>
        <translation>Jouer sans enregistrer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="154"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="574"/>
        <location filename="../caramba_desktop/ui/opening.py" line="194"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Parties enregistrées (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="162"/>
        <source>The game cannot be opened</source>
        <translation>La partie ne peut pas être ouverte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="199"/>
        <source>“{file}” cannot be opened. {problem} Nothing was changed.</source>
        <translation>«&#xa0;{file}&#xa0;» ne peut pas être ouvert. {problem} Rien n’a été modifié.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="572"/>
        <source>Save the game as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="554"/>
        <source>The game could not be saved</source>
        <translation>La partie n’a pas pu être enregistrée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="555"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>«&#xa0;{file}&#xa0;» n’a pas pu être écrit&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="579"/>
        <source>A saved game holds every card, the hidden ones too, so that it can be continued and replayed.</source>
        <translation>Une partie enregistrée contient toutes les cartes, même les cachées, pour pouvoir être reprise et revue.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="724"/>
        <source>Four tabletop games at one screen: pass the screen around the table, or play against the computer.</source>
        <translation>Quatre jeux de société sur un seul écran&#xa0;: faites passer l’écran autour de la table, ou jouez contre l’ordinateur.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="727"/>
        <source>The games and their designers:</source>
        <translation>Les jeux et leurs auteurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="732"/>
        <source>This is an unofficial adaptation made by fans; the games belong to their designers and publishers. The art and the rules texts are our own.</source>
        <translation>Ceci est une adaptation non officielle réalisée par des fans&#xa0;; les jeux appartiennent à leurs auteurs et éditeurs. Les illustrations et les textes des règles sont les nôtres.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="735"/>
        <source>The rulebooks do not list every card: Caramba!&apos;s band decks and the values of its crates are reconstructions (see the rules).</source>
        <translation>Les règles ne détaillent pas toutes les cartes&#xa0;: les paquets des bandes et les valeurs des caisses de Caramba&#xa0;! sont des reconstitutions (voir les règles).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="745"/>
        <source>About {app}</source>
        <translation>À propos de {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="277"/>
        <source>Your game is waiting</source>
        <translation>Votre partie vous attend</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="281"/>
        <source>Other unfinished games of this game: choose one to continue it</source>
        <translation>Autres parties en cours de ce jeu&#xa0;: choisissez-en une pour la reprendre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="49"/>
        <source>{file}: {problem}</source>
        <translation>{file}&#xa0;: {problem}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="399"/>
        <source>Keep the unfinished game?</source>
        <translation>Garder la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="400"/>
        <source>Your game of {game} is not finished: {summary}.</source>
        <translation>Votre partie de {game} n’est pas terminée&#xa0;: {summary}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="402"/>
        <source>Keep it to continue it later from its card on the start page, or discard it for good.</source>
        <translation>Gardez-la pour la reprendre plus tard depuis l’accueil, ou supprimez-la définitivement.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="404"/>
        <source>Keep it</source>
        <translation>La garder</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="407"/>
        <source>Discard it</source>
        <translation>La supprimer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="76"/>
        <source>There is no unfinished game.</source>
        <translation>Aucune partie en cours.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="561"/>
        <source>Saved as “{file}”</source>
        <translation>Partie enregistrée sous «&#xa0;{file}&#xa0;»</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="346"/>
        <source>round {number}</source>
        <comment>a round of CABO</comment>
        <translation>manche {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="315"/>
        <source>&amp;Replay…</source>
        <translation>&amp;Revoir une partie…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="316"/>
        <source>Watch a finished or saved game again, move by move</source>
        <translation>Revoir une partie terminée ou enregistrée, coup par coup</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="177"/>
        <source>Replay a saved game</source>
        <translation>Revoir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/opening.py" line="185"/>
        <location filename="../caramba_desktop/ui/opening.py" line="215"/>
        <source>The game cannot be replayed</source>
        <translation>La partie ne peut pas être revue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="547"/>
        <source>Games played…</source>
        <translation>Parties jouées…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="548"/>
        <source>Statistics…</source>
        <translation>Statistiques…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="318"/>
        <source>Games &amp;played…</source>
        <translation>Parties &amp;jouées…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="319"/>
        <source>Stat&amp;istics…</source>
        <translation>S&amp;tatistiques…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="299"/>
        <source>Learn to play</source>
        <translation>Apprendre à jouer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/start_page.py" line="300"/>
        <source>A guided first game at the table, step by step</source>
        <translation>Une première partie guidée à la table, pas à pas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="327"/>
        <source>&amp;Learn to play</source>
        <translation>&amp;Apprendre à jouer</translation>
    </message>
</context>
<context>
    <name>MinaCounts</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="61"/>
        <source>%n silver</source>
        <comment>money, counted in silver</comment>
        <translation>
            <numerusform>%n pièce d’argent</numerusform>
            <numerusform>%n pièces d’argent</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="64"/>
        <source>%n gold</source>
        <comment>gold chips, each worth 10 silver</comment>
        <translation>
            <numerusform>%n pièce d’or</numerusform>
            <numerusform>%n pièces d’or</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="67"/>
        <source>%n die(s)</source>
        <translation>
            <numerusform>%n dé</numerusform>
            <numerusform>%n dés</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/games/mina/texts.py" line="70"/>
        <source>%n space(s)</source>
        <comment>a distance on the track</comment>
        <translation>
            <numerusform>%n case</numerusform>
            <numerusform>%n cases</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MinaDeal</name>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="59"/>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="97"/>
        <source>Offer a deal</source>
        <translation>Proposer une affaire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="60"/>
        <source>To:</source>
        <translation>À&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="61"/>
        <source>From:</source>
        <translation>De&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="62"/>
        <source>Silver:</source>
        <translation>Pièces d’argent&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="63"/>
        <source>{name} rolls one more die on this roll, which cannot be bought off. You have {silver}.</source>
        <translation>{name} lance un dé de plus à ce lancer, qui ne peut pas être racheté. Vous avez {silver}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="66"/>
        <source>Offer</source>
        <translation>Offrir</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="79"/>
        <source>{name} is about to roll {dice}. You may offer a deal</source>
        <translation>{name} va lancer {dice}. Vous pouvez proposer une affaire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="84"/>
        <source>{name} offers you {silver} to roll one more die</source>
        <translation>{name} vous offre {silver} pour lancer un dé de plus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="91"/>
        <source>{name} is considering {other}&apos;s offer of {silver}</source>
        <translation>{name} réfléchit à l’offre de {other}&#xa0;: {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="101"/>
        <source>Accept {silver}</source>
        <translation>Accepter {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_deal.py" line="106"/>
        <source>Refuse</source>
        <translation>Refuser</translation>
    </message>
</context>
<context>
    <name>MinaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="25"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
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
        <translation>pierre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="46"/>
        <source>gravel</source>
        <translation>gravier</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="47"/>
        <source>clay</source>
        <translation>argile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="52"/>
        <source>space {space} ({terrain})</source>
        <translation>case {space} ({terrain})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="120"/>
        <source>{name} won the roll-off</source>
        <translation>{name} remporte le lancer de départ</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="123"/>
        <source>{name} places a sombrero on {space}</source>
        <translation>{name} pose un sombrero sur la {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="126"/>
        <source>{name} lays an ambush on {space}</source>
        <translation>{name} tend une embuscade sur la {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="129"/>
        <source>{name} picks up the ambush chip from space {space}</source>
        <translation>{name} ramasse le jeton d’embuscade de la case {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="137"/>
        <source>{name} buys off {dice}</source>
        <translation>{name} rachète {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="154"/>
        <source>Race {race} begins: the sombreros are placed, {name} first</source>
        <translation>La course {race} commence&#xa0;: on place les sombreros, {name} en premier</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="162"/>
        <source>{name} overtook everybody, takes the hat band back and moves again</source>
        <translation>{name} a dépassé tout le monde, reprend le ruban du chapeau et rejoue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="171"/>
        <source>{name} rolls again after the ambush: {faces} = {total}</source>
        <translation>{name} relance après l’embuscade&#xa0;: {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="174"/>
        <source>{name} rolls again from the occupied space: {faces} = {total}</source>
        <translation>{name} relance depuis la case occupée&#xa0;: {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="177"/>
        <source>{name} rolls {total}</source>
        <translation>{name} fait {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="179"/>
        <source>{name} rolls {faces} = {total}</source>
        <translation>{name} fait {faces} = {total}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="184"/>
        <source>{name} moves from space {start} to {space}</source>
        <translation>{name} avance de la case {start} à la {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="190"/>
        <source>{name} lands on {other}&apos;s sombrero</source>
        <translation>Case occupée&#xa0;: {name} s’arrête sur {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="195"/>
        <source>Ambush! {name} must roll {dice} again</source>
        <translation>Embuscade&#xa0;! {name} doit relancer {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="201"/>
        <source>{name} reaches the Mina de Plata in place {place}</source>
        <translation>{name} atteint la Mina de Plata en position {place}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="229"/>
        <source>{name} offers {other} {silver} to roll one more die</source>
        <translation>{name} offre {silver} à {other} pour lancer un dé de plus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="237"/>
        <source>{name} accepts {other}&apos;s {silver} and rolls one more die</source>
        <translation>{name} accepte les {silver} de {other} et lance un dé de plus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="240"/>
        <source>{name} refuses {other}&apos;s {silver}</source>
        <translation>{name} refuse les {silver} de {other}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="285"/>
        <source>The dice move the sombrero whose turn it is: roll</source>
        <translation>Les dés font avancer le sombrero dont c’est le tour&#x202f;: lancez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="298"/>
        <source>That is not a number of dice to buy off</source>
        <translation>Ce n’est pas un nombre de dés à racheter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="299"/>
        <source>There is no ambush chip on that space</source>
        <translation>Il n’y a pas de jeton d’embuscade sur cette case</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="300"/>
        <source>There is no such space on the track</source>
        <translation>Cette case n’existe pas sur la piste</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="301"/>
        <source>You do not have that much silver to offer</source>
        <translation>Vous n’avez pas autant d’argent à offrir</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="302"/>
        <source>Offer at least 1 silver</source>
        <translation>Offrez au moins 1 pièce d’argent</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="303"/>
        <source>A deal can only be offered before the mover rolls</source>
        <translation>Une affaire ne peut être proposée qu’avant le lancer de celui qui se déplace</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="304"/>
        <source>This roll already has all the dice of the game</source>
        <translation>Ce lancer a déjà tous les dés du jeu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="305"/>
        <source>The other players are still making their offers</source>
        <translation>Les autres joueurs font encore leurs offres</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="306"/>
        <source>Accept or refuse the offer first</source>
        <translation>Acceptez ou refusez d’abord l’offre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="307"/>
        <source>There is no offer to answer</source>
        <translation>Il n’y a aucune offre à laquelle répondre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="324"/>
        <source>place a sombrero on {space}</source>
        <translation>posez un sombrero sur la {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="327"/>
        <source>lay an ambush on {space}</source>
        <translation>tendez une embuscade sur la {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="329"/>
        <source>pick up the ambush chip from space {space}</source>
        <translation>ramassez le jeton d’embuscade de la case {space}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="332"/>
        <source>accept the offer and roll one more die</source>
        <translation>accepter l’offre et lancer un dé de plus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="334"/>
        <source>refuse the offer</source>
        <translation>refuser l’offre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="336"/>
        <source>offer no deal</source>
        <translation>ne proposer aucune affaire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="338"/>
        <source>offer {silver} for one more die</source>
        <translation>offrir {silver} pour un dé de plus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="352"/>
        <source>It buys off {dice} for {price}.</source>
        <translation>Vous rachetez {dice} pour {price}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="354"/>
        <source>It keeps your money; every die rolls.</source>
        <translation>Vous gardez votre argent&#xa0;; tous les dés sont lancés.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="356"/>
        <source>Your sombrero would stand {spaces} from the mine.</source>
        <translation>Votre sombrero serait à {spaces} de la mine.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="359"/>
        <source>It offers {silver} of your {purse}.</source>
        <translation>Vous offrez {silver} sur vos {purse}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="212"/>
        <source>{name} greets {other} with {silver}</source>
        <translation>{name} accueille {other} avec {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="216"/>
        <source>{name} pays {silver} into the pot</source>
        <translation>{name} verse {silver} au pot</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="219"/>
        <source>{name} pays {silver} into the pot for arriving</source>
        <translation>{name} verse {silver} au pot pour son arrivée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="223"/>
        <source>(of {silver} owed)</source>
        <translation>(sur {silver} à payer)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="246"/>
        <source>{name} is out of silver and pays nothing more this race</source>
        <translation>{name} n’a plus d’argent et ne paie plus rien pendant cette course</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="252"/>
        <source>Race {race} is over: {name} is the last on the track and wins the pot of {silver}</source>
        <translation>La course {race} est finie&#xa0;: {name} a le dernier sombrero en piste et remporte le pot de {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="262"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="265"/>
        <source>Game over: {name} is the richest with {silver}</source>
        <translation>Fin de la partie&#xa0;: {name} gagne avec {silver}, la plus grosse fortune</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="268"/>
        <source>Game over: {names} share the win with {silver} each</source>
        <translation>Fin de la partie&#xa0;: {names} gagnent ex æquo avec {silver} chacun</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="283"/>
        <source>That space is not free</source>
        <translation>Cette case n’est pas libre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="288"/>
        <source>To lay an ambush, choose “{button}” first, then a free space</source>
        <translation>Pour tendre une embuscade, choisissez d’abord «&#x202f;{button}&#x202f;», puis une case libre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="291"/>
        <source>Put the ambush chip down on a free space first</source>
        <translation>Posez d’abord le jeton d’embuscade sur une case libre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="292"/>
        <source>You have no ambush chip left</source>
        <translation>Il ne vous reste aucun jeton d’embuscade</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="293"/>
        <source>Only one ambush chip may be picked up before a move</source>
        <translation>On ne peut ramasser qu’un seul jeton d’embuscade avant un déplacement</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="294"/>
        <source>Only one ambush may be laid before a move</source>
        <translation>On ne peut poser qu’une seule embuscade avant un déplacement</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="295"/>
        <source>Not every sombrero has passed that ambush chip yet</source>
        <translation>Tous les sombreros n’ont pas encore dépassé ce jeton d’embuscade</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="296"/>
        <source>At least one die must always be rolled</source>
        <translation>Il faut toujours lancer au moins un dé</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="297"/>
        <source>You cannot pay for buying off so many dice</source>
        <translation>Vous ne pouvez pas payer le rachat d’autant de dés</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="320"/>
        <source>buy off {dice}, then roll</source>
        <translation>rachetez {dice}, puis lancez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="322"/>
        <source>roll every die, buying none off</source>
        <translation>lancez tous les dés, sans en racheter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="94"/>
        <source>{gold}, {silver}</source>
        <translation>{gold}, {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="22"/>
        <source>free</source>
        <translation>libre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="26"/>
        <source>Ambush of {name}</source>
        <translation>Embuscade ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="32"/>
        <source>in the mine</source>
        <translation>dans la mine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="34"/>
        <source>not on the track yet</source>
        <translation>pas encore sur la piste</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="44"/>
        <source>Sombrero of {name}</source>
        <translation>Sombrero ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="50"/>
        <source>in the supply</source>
        <translation>dans la réserve</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="53"/>
        <source>Die showing {face}</source>
        <translation>Dé sur le {face}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="57"/>
        <source>Die to roll</source>
        <translation>Dé à lancer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="58"/>
        <source>bought off</source>
        <translation>racheté</translation>
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
        <translation>{who}&#xa0;: {where}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_speech.py" line="83"/>
        <source>the pot, {amount}</source>
        <translation>le pot, {amount}</translation>
    </message>
</context>
<context>
    <name>MinaTutorial</name>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="80"/>
        <source>Buy off at least one die this time: choose a die, then roll.</source>
        <translation>Rachetez au moins un dé cette fois&#x202f;: choisissez un dé, puis lancez.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="91"/>
        <source>First the sombreros are placed, one per space, in turns. Place your first sombrero on space 1, at the very back.</source>
        <translation>D’abord, chacun place ses sombreros à tour de rôle, un par case. Placez votre premier sombrero sur la case 1, tout à l’arrière.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="95"/>
        <source>Place it on space 1: the further back, the longer it stays on the track.</source>
        <translation>Placez-le sur la case 1&#xa0;: plus il part de loin, plus il reste longtemps sur la piste.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="98"/>
        <source>Pancho took space 2. Place your second sombrero on space 3.</source>
        <translation>Pancho a pris la case 2. Placez votre second sombrero sur la case 3.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="101"/>
        <source>The sombrero nearest the mine moves first with one die, the next one with two dice, and so on: the rank decides the dice. The hat band shows whose turn it is. Your sombrero on space 3 is second: roll its two dice.</source>
        <translation>Le sombrero le plus proche de la mine avance d’abord avec un dé, le suivant avec deux dés, et ainsi de suite&#xa0;: le rang décide des dés. Le ruban du chapeau indique qui doit jouer. Votre sombrero de la case 3 est deuxième&#xa0;: lancez ses deux dés.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="107"/>
        <source>Before you roll you may lay an ambush on a free space: a sombrero that stops there rolls again, three dice on stone, two on gravel, one on clay, and runs on. You have two chips and may lay one before each move. Lay one on space 18: choose “Lay an ambush”, then the space.</source>
        <translation>Avant de lancer, vous pouvez tendre une embuscade sur une case libre&#x202f;: un sombrero qui s’y arrête relance, trois dés sur la pierre, deux sur le gravier, un sur l’argile, et repart. Vous avez deux jetons et pouvez en poser un avant chaque déplacement. Posez-en un sur la case 18&#x202f;: choisissez «&#xa0;Tendre une embuscade&#xa0;», puis la case.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="115"/>
        <source>Now roll: your last sombrero is fourth, so it rolls four dice.</source>
        <translation>Lancez maintenant&#xa0;: votre dernier sombrero est quatrième, il lance donc quatre dés.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="118"/>
        <source>It stopped on Pancho&apos;s sombrero, an occupied space: the sombrero below greets you with 1 silver, and you roll one die again. Then yours had passed every other one: it takes the hat band and moves again at once with one die. Roll.</source>
        <translation>Il s’est arrêté sur le sombrero de Pancho, une case occupée&#xa0;: le sombrero du dessous vous accueille avec 1 pièce d’argent, et vous relancez un dé. Le vôtre avait alors dépassé tous les autres&#xa0;: il prend le ruban du chapeau, relance aussitôt un dé et avance. Lancez.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="124"/>
        <source>Pancho offers you 2 silver to roll one more die: a private deal. An extra die pushes your sombrero towards the mine, where it pays and leaves the race; the silver would be yours at once. Before any roll the others may offer you such a deal, and you may offer one too: choose “Offer a deal” while another player is about to roll. Accept or refuse.</source>
        <translation>Pancho vous offre 2 pièces d’argent pour lancer un dé de plus&#x202f;: une affaire privée. Un dé de plus pousse votre sombrero vers la mine, où il paie et quitte la course&#x202f;; l’argent serait à vous aussitôt. Avant chaque lancer, les autres peuvent vous proposer une telle affaire, et vous aussi&#x202f;: choisissez «&#xa0;Proposer une affaire&#xa0;» pendant qu’un autre joueur s’apprête à lancer. Acceptez ou refusez.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="138"/>
        <source>Near the mine every space counts. Before rolling you may buy off dice into the pot: the first die costs 1 silver, the second 2 more, and so on; one die is always rolled. Choose a die to buy it off, then roll.</source>
        <translation>Près de la mine, chaque case compte. Avant de lancer, vous pouvez racheter des dés, payés au pot&#x202f;: le premier dé coûte 1 pièce d’argent, le deuxième 2 de plus, et ainsi de suite&#x202f;; un dé est toujours lancé. Choisissez un dé pour le racheter, puis lancez.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="85"/>
        <source>Welcome to the Mina de Plata! You are Rosita and play against Pancho; each of you runs two sombreros along the track to the mine. Arriving costs silver, and the last sombrero left on the track wins the pot: in this race, slow is good.</source>
        <translation>Bienvenue à la Mina de Plata&#xa0;! Vous êtes Rosita et jouez contre Pancho&#xa0;; chacun mène deux sombreros sur la piste jusqu’à la mine. Arriver coûte des pièces d’argent, et le dernier sombrero resté sur la piste gagne le pot&#xa0;: dans cette course, la lenteur paie.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="114"/>
        <source>Lay an ambush on space 18 first.</source>
        <translation>Tendez d’abord une embuscade sur la case 18.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="132"/>
        <source>Now the race is yours: roll on each of your turns, and pick up an ambush chip that every sombrero has passed to lay it again further on. Ambushes catch everybody, their own layer too. The next step comes when a sombrero of yours reaches the clay, near the mine.</source>
        <translation>La course est à vous&#xa0;: lancez à chacun de vos tours, et ramassez un jeton d’embuscade que tous les sombreros ont dépassé pour le poser plus loin. Une embuscade prend tout le monde, même celui qui l’a tendue. L’étape suivante vient quand un de vos sombreros atteint l’argile, près de la mine.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="144"/>
        <source>A sombrero has arrived in the mine. Arriving costs silver into the pot, more for each later one: in the first race the first pays 1, the second 2, the third 3. Keep yours on the track as long as you can: the last player left there wins the pot.</source>
        <translation>Un sombrero est arrivé à la mine. Arriver coûte des pièces d’argent, payées au pot, davantage pour chaque arrivée suivante&#xa0;: dans la première course, le premier paie 1, le deuxième 2, le troisième 3. Gardez les vôtres sur la piste le plus longtemps possible&#xa0;: le dernier joueur qui y reste gagne le pot.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="151"/>
        <source>The race is over: only one player&apos;s sombreros were left on the track, and that player took the pot, all the silver paid in this race. The result shows the order of the finish.</source>
        <translation>La course est finie&#xa0;: il ne restait sur la piste que les sombreros d’un seul joueur, et il a pris le pot, toutes les pièces d’argent payées dans cette course. Le résultat montre l’ordre d’arrivée.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="156"/>
        <source>A new race begins with the pot empty. The sombreros are placed again, in the order of the last result: the winner&apos;s sombrero first. Place a sombrero.</source>
        <translation>Une nouvelle course commence, le pot vide. Les sombreros sont placés de nouveau, dans l’ordre du dernier résultat&#xa0;: le sombrero du gagnant d’abord. Placez un sombrero.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="161"/>
        <source>Place a sombrero on a free space.</source>
        <translation>Placez un sombrero sur une case libre.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="162"/>
        <source>From race to race every cost grows: twice as much in the second race, three times in the third. The Caramba card shows this race&apos;s costs: the greeting, buying off, arriving. Buy off a die at the new price, then roll.</source>
        <translation>D’une course à l’autre, chaque coût augmente&#xa0;: le double dans la deuxième course, le triple dans la troisième. La carte Caramba montre les coûts de cette course&#xa0;: l’accueil, le rachat de dés, l’arrivée. Rachetez un dé au nouveau prix, puis lancez.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/tutorial.py" line="168"/>
        <source>That is the whole game: race follows race, each dearer than the last. A player who runs out of silver and does not win the race is out; when a player cannot start a race, the richest wins. Play on, or start a real game.</source>
        <translation>Voilà, vous savez tout&#xa0;: les courses se suivent, chacune plus chère que la précédente. Un joueur sans le sou qui ne gagne pas la course est éliminé&#xa0;; quand un joueur ne peut plus commencer une course, le plus riche gagne. Continuez, ou lancez une vraie partie.</translation>
    </message>
</context>
<context>
    <name>MinaView</name>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="171"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="173"/>
        <source>Race {race}: placing</source>
        <translation>Course {race}&#xa0;: placement</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="175"/>
        <source>Race {race}</source>
        <translation>Course {race}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="187"/>
        <source>Out of silver: eliminated</source>
        <translation>Sans le sou&#xa0;: hors jeu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="368"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="387"/>
        <source>Pay and roll</source>
        <translation>Payer et lancer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="389"/>
        <source>Roll {dice}</source>
        <translation>Lancer {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/texts.py" line="290"/>
        <location filename="../caramba_desktop/games/mina/view.py" line="397"/>
        <source>Lay an ambush</source>
        <translation>Tendre une embuscade</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="404"/>
        <source>Keep every die</source>
        <translation>Garder tous les dés</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="559"/>
        <source>Pot: {silver}</source>
        <translation>Pot&#xa0;: {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="573"/>
        <source>Caramba! · race {race} · costs ×{race}</source>
        <translation>Caramba&#xa0;! · course {race} · coûts ×{race}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="574"/>
        <source>Buying off dice</source>
        <translation>Rachat de dés</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="574"/>
        <source>dice</source>
        <translation>dés</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="576"/>
        <source>Arriving in the mine</source>
        <translation>Arrivée à la mine</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="576"/>
        <source>place</source>
        <translation>rang</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="578"/>
        <source>Occupied space</source>
        <translation>Case occupée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="603"/>
        <source>{name} moves with {dice}</source>
        <translation>{name} avance avec {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="635"/>
        <source>Choose a die to buy it off</source>
        <translation>Choisissez un dé pour le racheter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="636"/>
        <source>Buy off {dice}: {silver}</source>
        <translation>Rachat de {dice}&#xa0;: {silver}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="640"/>
        <source>No dice can be bought off</source>
        <translation>Aucun dé ne peut être racheté</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="660"/>
        <source>Ambush! {name} rolls again</source>
        <translation>Embuscade&#xa0;! {name} relance</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="663"/>
        <source>Occupied! {name} rolls again</source>
        <translation>Case occupée&#xa0;! {name} relance</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="665"/>
        <source>{name} rolls</source>
        <translation>{name} lance les dés</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="678"/>
        <source>Final standing</source>
        <translation>Classement final</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="684"/>
        <source>Race {race}: {name} wins the pot</source>
        <translation>Course {race}&#xa0;: {name} remporte le pot</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="690"/>
        <source>Placing order</source>
        <translation>Ordre de placement</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="762"/>
        <source>Winner</source>
        <translation>Vainqueur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="764"/>
        <source>Eliminated</source>
        <translation>Hors jeu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="767"/>
        <source>Out of silver</source>
        <translation>Sans le sou</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="769"/>
        <source>To play</source>
        <translation>À jouer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="793"/>
        <source>Game over: {name} wins</source>
        <translation>Fin de la partie&#xa0;: {name} gagne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="795"/>
        <source>Game over: shared win for {names}</source>
        <translation>Fin de la partie&#xa0;: victoire partagée entre {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="805"/>
        <source>{name} is rolling</source>
        <translation>{name} lance les dés</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="810"/>
        <source>{name} is placing a sombrero</source>
        <translation>{name} place un sombrero</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="813"/>
        <source>{name} is laying the ambush chip down again</source>
        <translation>{name} repose le jeton d’embuscade</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="815"/>
        <source>{name} is to move with {dice}</source>
        <translation>{name} doit avancer avec {dice}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="822"/>
        <source>Place your sombrero: choose a free space</source>
        <translation>Placez votre sombrero&#xa0;: choisissez une case libre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="828"/>
        <source>Lay your ambush: choose a free space</source>
        <translation>Tendez votre embuscade&#xa0;: choisissez une case libre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="825"/>
        <source>Put the ambush chip down on a free space</source>
        <translation>Posez le jeton d’embuscade sur une case libre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="835"/>
        <source>Your move with {dice}: {choices}</source>
        <translation>À vous, avec {dice}&#xa0;: {choices}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="845"/>
        <source>buy off dice</source>
        <translation>rachetez des dés</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="847"/>
        <source>pick up a glowing ambush chip</source>
        <translation>ramassez un jeton d’embuscade qui brille</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="849"/>
        <source>lay an ambush</source>
        <translation>tendez une embuscade</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="850"/>
        <source>roll</source>
        <translation>lancez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view.py" line="853"/>
        <source>{choices}, or {last}</source>
        <comment>a list of choices</comment>
        <translation>{choices} ou {last}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_board.py" line="68"/>
        <source>1.</source>
        <comment>the first place in a ranking</comment>
        <translation>1ᵉʳ</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/mina/view_board.py" line="69"/>
        <source>{place}.</source>
        <comment>a place in a ranking: 2., 3.</comment>
        <translation>{place}ᵉ</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="93"/>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="94"/>
        <source>Experienced</source>
        <translation>Expérimenté</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="95"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="96"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="97"/>
        <source>Hard</source>
        <translation>Difficile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="106"/>
        <source>Plays by rules of thumb, but one decision in four is a random move</source>
        <translation>Joue selon des règles empiriques, mais une décision sur quatre est un coup au hasard</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="108"/>
        <source>Plays by rules of thumb</source>
        <translation>Joue selon des règles empiriques</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="109"/>
        <source>Thinks ahead, playing the game on in its head many times; sees only what its seat may see</source>
        <translation>Réfléchit à l’avance en poursuivant la partie de nombreuses fois dans sa tête&#xa0;; ne voit que ce que sa place permet de voir</translation>
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
        <translation>Caramba&#xa0;!</translation>
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
        <translation>Caramba&#xa0;! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="258"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="259"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="261"/>
        <source>A person plays this seat</source>
        <translation>Une personne joue à cette place</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="264"/>
        <source>The computer plays this seat</source>
        <translation>L’ordinateur joue à cette place</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="267"/>
        <source>How well the computer plays</source>
        <translation>Le niveau de jeu de l’ordinateur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="275"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="277"/>
        <source>Name of player {number}</source>
        <translation>Nom du joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="282"/>
        <source>Level of player {number}</source>
        <translation>Niveau du joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="289"/>
        <source>Plays the {band}</source>
        <translation>Joue les {band}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="293"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="543"/>
        <source>There is no deal number {number}: deal numbers go from 0 to {max}.</source>
        <translation>Il n’y a pas de donne n°&#xa0;{number}&#xa0;: les numéros de donne vont de 0 à {max}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="556"/>
        <source>Player {number} needs a name.</source>
        <translation>Le joueur {number} doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="561"/>
        <source>Players {first} and {second} are both called “{name}”. Please give each player a different name.</source>
        <translation>Les joueurs {first} et {second} s’appellent tous les deux «&#xa0;{name}&#xa0;». Donnez un nom différent à chaque joueur.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="568"/>
        <source>The name of player {number} holds an invisible control character. Please type the name again.</source>
        <translation>Le nom du joueur {number} contient un caractère de contrôle invisible. Saisissez le nom à nouveau.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="701"/>
        <source>New game: {game}</source>
        <translation>Nouvelle partie&#xa0;: {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="705"/>
        <source>{low}–{high} players</source>
        <translation>{low} à {high} joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="709"/>
        <source>by {designer}</source>
        <translation>de {designer}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="712"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="713"/>
        <source>Number of players:</source>
        <translation>Nombre de joueurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="716"/>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="718"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="729"/>
        <source>{option}:</source>
        <translation>{option}&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="681"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="682"/>
        <source>&amp;Deal number:</source>
        <translation>Numéro de &amp;donne&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="737"/>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="683"/>
        <source>Deal number</source>
        <translation>Numéro de donne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="684"/>
        <source>Leave empty for a new deal. Enter the number of an earlier deal to play the same cards again.</source>
        <translation>Laissez vide pour une nouvelle donne. Saisissez le numéro d’une donne précédente pour rejouer les mêmes cartes.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="739"/>
        <source>&amp;Start game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="687"/>
        <location filename="../caramba_desktop/ui/new_game.py" line="689"/>
        <source>Game number</source>
        <translation>Numéro de partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="688"/>
        <source>&amp;Game number:</source>
        <translation>Numéro de &amp;partie&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="690"/>
        <source>Leave empty for a new game. Enter the number of an earlier game to play again with the same luck.</source>
        <translation>Laissez vide pour une nouvelle partie. Saisissez le numéro d’une partie précédente pour la rejouer avec le même hasard.</translation>
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
        <translation>Dossier</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="63"/>
        <source>Drive</source>
        <translation>Lecteur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="64"/>
        <source>File</source>
        <translation>Fichier</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="60"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Voir dans&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="61"/>
        <source>Files of &amp;type:</source>
        <translation>Fichiers de &amp;type&#xa0;:</translation>
    </message>
</context>
<context>
    <name>QFileSystemModel</name>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="65"/>
        <source>Invalid filename</source>
        <translation>Nom de fichier invalide</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/language.py" line="66"/>
        <source>&lt;b&gt;The name &quot;%1&quot; cannot be used.&lt;/b&gt;&lt;p&gt;Try using another name, with fewer characters or no punctuation marks.</source>
        <translation>&lt;b&gt;Le nom «&#xa0;%1&#xa0;» ne peut pas être utilisé.&lt;/b&gt;&lt;p&gt;Essayez un autre nom, plus court ou sans ponctuation.</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="110"/>
        <source>Move {move} of {moves}</source>
        <translation>Coup {move} sur {moves}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="118"/>
        <source>Pause (Space)</source>
        <translation>Pause (Espace)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="119"/>
        <source>Play at the computer pace (Space)</source>
        <translation>Lire au rythme de l’ordinateur (Espace)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="132"/>
        <source>First move (Home)</source>
        <translation>Premier coup (Début)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="133"/>
        <source>Back (Left)</source>
        <translation>Reculer (flèche gauche)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="134"/>
        <source>Forward (Right)</source>
        <translation>Avancer (flèche droite)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="135"/>
        <source>Last move (End)</source>
        <translation>Dernier coup (Fin)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="141"/>
        <source>Public table</source>
        <translation>Table publique</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="143"/>
        <source>Hidden while the game can go on: two or more people play it, and each one’s cards stay their own</source>
        <translation>Cachée tant que la partie peut continuer&#x202f;: plusieurs personnes la jouent, et chacune garde ses cartes pour elle</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="146"/>
        <source>Hidden while the game can go on: a computer’s cards stay hidden until the end</source>
        <translation>Cachée tant que la partie peut continuer&#x202f;: les cartes d’un ordinateur restent cachées jusqu’à la fin</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="152"/>
        <source>As {name} saw it</source>
        <translation>Comme {name} la voyait</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="159"/>
        <source>Whose view the table shows</source>
        <translation>Point de vue affiché</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="162"/>
        <source>Show all cards</source>
        <translation>Montrer toutes les cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay_bar.py" line="163"/>
        <source>Every hidden card face up (once the game is over)</source>
        <translation>Chaque carte cachée face visible (une fois la partie finie)</translation>
    </message>
</context>
<context>
    <name>ReplayWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="226"/>
        <source>Replay: the game is over</source>
        <translation>Relecture&#xa0;: la partie est finie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="223"/>
        <source>Replay: {name} to play</source>
        <translation>Relecture&#xa0;: à {name} de jouer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="228"/>
        <source>Replay: the saved game stops here</source>
        <translation>Relecture&#xa0;: la partie enregistrée s’arrête ici</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/replay.py" line="249"/>
        <source>Leave the replay</source>
        <translation>Quitter la relecture</translation>
    </message>
</context>
<context>
    <name>Review</name>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="76"/>
        <source>A costly slip: a much worse chance to win than the best choice.</source>
        <translation>Une erreur coûteuse&#xa0;: de bien moins bonnes chances de gagner que le meilleur choix.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="78"/>
        <source>A costly slip: about {points} points less chance to win than the best choice.</source>
        <translation>Une erreur coûteuse&#xa0;: environ {points} points de chances de gagner en moins que le meilleur choix.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="82"/>
        <source>Worth another look: the strongest level soon found better moves than this one.</source>
        <translation>À revoir&#xa0;: le niveau le plus fort a vite trouvé de meilleurs coups que celui-ci.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="85"/>
        <source>Worth another look: a worse chance to win than the best choice.</source>
        <translation>À revoir&#xa0;: de moins bonnes chances de gagner que le meilleur choix.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="87"/>
        <source>Worth another look: about {points} points less chance to win than the best choice.</source>
        <translation>À revoir&#xa0;: environ {points} points de chances de gagner en moins que le meilleur choix.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="90"/>
        <source>The strongest level would play the same.</source>
        <translation>Le niveau le plus fort jouerait la même chose.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="91"/>
        <source>As good as the strongest level&apos;s choice, or nearly.</source>
        <translation>Aussi bon que le choix du niveau le plus fort, ou presque.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="316"/>
        <source>Chance to win given away in all: about {points} points</source>
        <translation>Chances de gagner perdues en tout&#xa0;: environ {points} points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="322"/>
        <source>decision {number} (−{points})</source>
        <translation>décision {number} (−{points})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="324"/>
        <source>decision {number}</source>
        <translation>décision {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="325"/>
        <source>Costliest: {decisions}</source>
        <translation>Les plus coûteuses&#xa0;: {decisions}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="390"/>
        <source>Your move: {move}</source>
        <translation>Votre coup&#xa0;: {move}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="393"/>
        <source>{played} → best: {best}</source>
        <translation>{played} → meilleur choix&#xa0;: {best}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="402"/>
        <source>What your move does: {reason}</source>
        <translation>Ce que fait votre coup&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="411"/>
        <source>How did I play?</source>
        <translation>Comment ai-je joué&#xa0;?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="412"/>
        <source>Review my decisions</source>
        <translation>Examiner mes décisions</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="413"/>
        <source>The strongest computer level looks at each of your decisions, knowing only what you knew then</source>
        <translation>Le niveau le plus fort de l’ordinateur examine chacune de vos décisions en ne sachant que ce que vous saviez alors</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="416"/>
        <source>Cancel</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="417"/>
        <source>◀ Previous mark</source>
        <translation>◀ Repère précédent</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="418"/>
        <source>Your last marked decision before this move</source>
        <translation>Votre dernier repère avant ce coup</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="420"/>
        <source>Next mark ▶</source>
        <translation>Repère suivant ▶</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="421"/>
        <source>Your next marked decision after this move</source>
        <translation>Votre prochain repère après ce coup</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_panel.py" line="424"/>
        <source>Whose decisions</source>
        <translation>Décisions du joueur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="89"/>
        <source>start</source>
        <translation>début</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="91"/>
        <source>end</source>
        <translation>fin</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="124"/>
        <source>Your chance to win after each of your decisions; the faint line: after the best choice. A click shows that decision.</source>
        <translation>Vos chances de gagner après chacune de vos décisions&#xa0;; la ligne pâle&#xa0;: après le meilleur choix. Un clic montre cette décision.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/review_chart.py" line="127"/>
        <source>Chance to win over the game</source>
        <translation>Chances de gagner au fil de la partie</translation>
    </message>
</context>
<context>
    <name>ReviewPanel</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="303"/>
        <source>%n decision(s) reviewed</source>
        <translation>
            <numerusform>%n décision examinée</numerusform>
            <numerusform>%n décisions examinées</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="304"/>
        <source>%n worth another look</source>
        <translation>
            <numerusform>%n à revoir</numerusform>
            <numerusform>%n à revoir</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/review_panel.py" line="306"/>
        <source>%n costly slip(s)</source>
        <translation>
            <numerusform>%n erreur coûteuse</numerusform>
            <numerusform>%n erreurs coûteuses</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="170"/>
        <source>No rules are available for this game yet.</source>
        <translation>Les règles de ce jeu ne sont pas encore disponibles.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="295"/>
        <source>Rules — {game}</source>
        <translation>Règles — {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="296"/>
        <location filename="../caramba_desktop/ui/rules_help.py" line="297"/>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="300"/>
        <source>Close</source>
        <translation>Fermer</translation>
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
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="94"/>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>Rapides</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="95"/>
        <source>Normal</source>
        <comment>animations</comment>
        <translation>Normales</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="96"/>
        <source>Slow</source>
        <comment>animations</comment>
        <translation>Lentes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="221"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="223"/>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="224"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="225"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="226"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="227"/>
        <source>Computer &amp;moves:</source>
        <translation>Coups de l’&amp;ordinateur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="233"/>
        <source>Quick</source>
        <comment>computer moves</comment>
        <translation>Rapide</translation>
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
        <translation>Tranquille</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="239"/>
        <source>&amp;Text size:</source>
        <translation>&amp;Taille du texte&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="241"/>
        <source>Normal</source>
        <comment>text size</comment>
        <translation>Normale</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="242"/>
        <source>Large</source>
        <comment>text size</comment>
        <translation>Grande</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="243"/>
        <source>Larger</source>
        <comment>text size</comment>
        <translation>Plus grande</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="247"/>
        <source>&amp;Contrast:</source>
        <translation>&amp;Contraste&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="249"/>
        <source>As the system sets it</source>
        <comment>contrast</comment>
        <translation>Comme le système le règle</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="251"/>
        <source>High</source>
        <comment>contrast</comment>
        <translation>Élevé</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="255"/>
        <source>Bigger letters at the side and on the table</source>
        <translation>Des lettres plus grandes sur le côté et sur la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="257"/>
        <source>High: white on black, also where the system does not offer it</source>
        <translation>Élevé&#xa0;: blanc sur noir, même là où le système ne le propose pas</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="260"/>
        <source>The language changes as soon as you press OK.</source>
        <translation>La langue change dès que vous appuyez sur OK.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="265"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>La vitesse à laquelle les cartes et les pions se déplacent sur la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="270"/>
        <source>How long the computer players wait between their moves</source>
        <translation>Combien de temps l’ordinateur attend entre deux coups</translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message numerus="yes">
        <location filename="../caramba_desktop/ui/start_page.py" line="552"/>
        <source>%n saved game(s) could not be restored</source>
        <translation>
            <numerusform>%n partie enregistrée n’a pas pu être restaurée</numerusform>
            <numerusform>%n parties enregistrées n’ont pas pu être restaurées</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>StatisticsDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="102"/>
        <source>older</source>
        <translation>plus anciennes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="105"/>
        <source>latest</source>
        <translation>plus récentes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="134"/>
        <source>Games</source>
        <translation>Parties</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="135"/>
        <source>Wins</source>
        <translation>Victoires</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="136"/>
        <source>Win rate</source>
        <translation>Taux de victoires</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="137"/>
        <source>Best score</source>
        <translation>Meilleur score</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="138"/>
        <source>Average score</source>
        <translation>Score moyen</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="139"/>
        <source>Current winning streak</source>
        <translation>Série de victoires en cours</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="141"/>
        <source>Longest winning streak</source>
        <translation>Plus longue série de victoires</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="155"/>
        <source>Against the computer: {results}</source>
        <translation>Contre l’ordinateur&#xa0;: {results}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="157"/>
        <source>Not played against the computer yet.</source>
        <translation>Pas encore joué contre l’ordinateur.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="170"/>
        <source>won</source>
        <translation>gagnée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="171"/>
        <source>lost</source>
        <translation>perdue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="310"/>
        <source>Statistics</source>
        <translation>Statistiques</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="311"/>
        <source>&amp;Player:</source>
        <translation>J&amp;oueur&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="318"/>
        <source>Loading the games played…</source>
        <translation>Chargement des parties jouées…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="320"/>
        <source>No finished game yet: play a game to the end, and each player&apos;s record is shown here.</source>
        <translation>Aucune partie terminée pour l’instant&#xa0;: jouez une partie jusqu’au bout, et le bilan de chaque joueur s’affiche ici.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/statistics.py" line="315"/>
        <source>The games played cannot be kept on this computer for now.</source>
        <translation>Les parties jouées ne peuvent pas être conservées sur cet ordinateur pour le moment.</translation>
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
        <translation>{name}&#xa0;: dans la sélection</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="224"/>
        <source>{name}: not chosen</source>
        <translation>{name}&#xa0;: hors de la sélection</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="243"/>
        <source>Face-down card</source>
        <translation>Carte face cachée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="249"/>
        <source>In your hand</source>
        <translation>Dans votre main</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="250"/>
        <source>In the hand of {name}</source>
        <translation>Dans la main ({name})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="255"/>
        <source>{label}: {value}</source>
        <translation>{label}&#xa0;: {value}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="260"/>
        <source>{count} in it</source>
        <translation>{count} dedans</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="270"/>
        <location filename="../caramba_desktop/ui/table_voice.py" line="90"/>
        <source>Your turn.</source>
        <translation>À vous.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="271"/>
        <source>{name} to play.</source>
        <translation>À {name} de jouer.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="273"/>
        <source>Scores: {scores}.</source>
        <translation>Scores&#xa0;: {scores}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="276"/>
        <source>You hold: {things}.</source>
        <translation>Vous avez&#xa0;: {things}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/scene/speech.py" line="278"/>
        <source>At stake: {things}.</source>
        <translation>En jeu&#xa0;: {things}.</translation>
    </message>
</context>
<context>
    <name>TableVoice</name>
    <message>
        <location filename="../caramba_desktop/ui/table_voice.py" line="84"/>
        <source>The table is empty.</source>
        <translation>La table est vide.</translation>
    </message>
</context>
<context>
    <name>Tutorial</name>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="119"/>
        <source>Not this move now: the bubble says which one, and why.</source>
        <translation>Pas ce coup-ci&#xa0;: la bulle dit lequel, et pourquoi.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="117"/>
        <source>First read this step, then choose “Next”.</source>
        <translation>Lisez d’abord cette étape, puis choisissez «&#xa0;Suivant&#xa0;».</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="178"/>
        <source>Play as you like: the next step appears when it is time.</source>
        <translation>Jouez comme vous voulez&#xa0;: l’étape suivante viendra en son temps.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="179"/>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="197"/>
        <source>End the tutorial</source>
        <translation>Quitter le guide</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="189"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="190"/>
        <source>Play on</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="192"/>
        <source>Play a real game</source>
        <translation>Jouer une vraie partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="196"/>
        <source>Next</source>
        <translation>Suivant</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/tutorial_guide.py" line="172"/>
        <source>Step {number} of {total}</source>
        <translation>Étape {number} sur {total}</translation>
    </message>
</context>
</TS>
