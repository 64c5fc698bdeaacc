<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr_FR">
<context>
    <name>CarambaTexts</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="43"/>
        <source>gold</source>
        <translation>or</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="45"/>
        <source>ammunition</source>
        <translation>munitions</translation>
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
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="132"/>
        <source>{name} bids {value} on gold</source>
        <translation>{name} enchérit de {value} sur l&apos;or</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="134"/>
        <source>{name} bids {value} on ammunition</source>
        <translation>{name} enchérit de {value} sur les munitions</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="136"/>
        <source>{name} bids {value} on dynamite</source>
        <translation>{name} enchérit de {value} sur la dynamite</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="139"/>
        <source>{name} passes</source>
        <translation>{name} passe</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="141"/>
        <source>{name} plays {card} — the auction ends</source>
        <translation>{name} joue {card} — fin des enchères</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="145"/>
        <source>{name} takes {card} back ({special})</source>
        <translation>{name} reprend {card} en main ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="151"/>
        <source>{name} protects their gold crates ({special})</source>
        <translation>{name} protège ses caisses d&apos;or ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="155"/>
        <source>{name} protects their ammunition crates ({special})</source>
        <translation>{name} protège ses caisses de munitions ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="159"/>
        <source>{name} protects their dynamite crates ({special})</source>
        <translation>{name} protège ses caisses de dynamite ({special})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="165"/>
        <source>{name} secures {crate}</source>
        <translation>{name} met {crate} en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="168"/>
        <source>{name} secures a crate</source>
        <translation>{name} met une caisse en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="173"/>
        <source>{name} plays {special} and secures {crates}</source>
        <translation>{name} joue {special} et met {crates} en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="177"/>
        <source>{name} plays {special} and secures a crate</source>
        <translation>{name} joue {special} et met une caisse en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="180"/>
        <source>{name} plays {special} and secures {count} crates</source>
        <translation>{name} joue {special} et met {count} caisses en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="184"/>
        <source>Start player: {name}</source>
        <translation>Premier joueur : {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="188"/>
        <source>{name} receives the special card {card}</source>
        <translation>{name} reçoit la carte spéciale {card}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="216"/>
        <source>Crate drawn: {crate}</source>
        <translation>Caisse piochée : {crate}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="219"/>
        <source>Crates drawn: {crates}</source>
        <translation>Caisses piochées : {crates}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="226"/>
        <source>{name} draws {cards}</source>
        <translation>{name} pioche {cards}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="230"/>
        <source>{name} draws a card</source>
        <translation>{name} pioche une carte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="233"/>
        <source>{name} draws {count} cards</source>
        <translation>{name} pioche {count} cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="245"/>
        <source>{name} shuffles the discard pile into a new draw pile</source>
        <translation>{name} mélange sa défausse pour former une nouvelle pioche</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="252"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="256"/>
        <source>Game over: {name} wins with {points} points</source>
        <translation>Fin de la partie : {name} gagne avec {points} points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="259"/>
        <source>Game over: {names} share the win with {points} points</source>
        <translation>Fin de la partie : {names} gagnent ex æquo avec {points} points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="281"/>
        <source>{treasure}: {name} wins ({total} against {other}) — no crates to take</source>
        <translation>{treasure} : {name} l&apos;emporte ({total} contre {other}) — aucune caisse à prendre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="286"/>
        <source>{treasure}: {name} wins a crate ({total} against {other})</source>
        <translation>{treasure} : {name} gagne une caisse ({total} contre {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="290"/>
        <source>{treasure}: {name} wins {count} crates ({total} against {other})</source>
        <translation>{treasure} : {name} gagne {count} caisses ({total} contre {other})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="295"/>
        <source>{treasure}: nobody bids</source>
        <translation>{treasure} : personne n&apos;enchérit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="299"/>
        <source>{treasure}: tie at {total} — the crates go back to the centre</source>
        <translation>{treasure} : égalité à {total} — les caisses retournent au centre de la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/texts.py" line="302"/>
        <source>{treasure}: tie at {total} — nobody wins</source>
        <translation>{treasure} : égalité à {total} — personne ne gagne</translation>
    </message>
</context>
<context>
    <name>CarambaView</name>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="43"/>
        <source>Gold</source>
        <translation>Or</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="44"/>
        <source>Ammunition</source>
        <translation>Munitions</translation>
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
        <translation>Distribution</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="62"/>
        <source>Drawing crates</source>
        <translation>Pioche des caisses</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="63"/>
        <source>Before the auction</source>
        <translation>Avant les enchères</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="64"/>
        <source>Auction</source>
        <translation>Enchères</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="65"/>
        <source>Securing crates</source>
        <translation>Mise en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="66"/>
        <source>Drawing cards</source>
        <translation>Pioche de cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="67"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
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
        <translation>Cartes en main&#xa0;: %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="384"/>
        <source>Player %1</source>
        <translation>Joueur %1</translation>
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
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="485"/>
        <source>Pass</source>
        <translation>Passer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="502"/>
        <source>Protect %1</source>
        <translation>Protéger %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="508"/>
        <source>Continue</source>
        <translation>Continuer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="525"/>
        <source>Secure %1 of %2</source>
        <translation>Mettre %1 sur %2 en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="538"/>
        <source>Keep</source>
        <translation>Garder</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="576"/>
        <source>%1 points</source>
        <translation>%1 points</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="583"/>
        <source>Passed</source>
        <translation>A passé</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="585"/>
        <source>To play</source>
        <translation>À jouer</translation>
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
        <translation>Tour %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="748"/>
        <source>Take back which card?</source>
        <translation>Quelle carte reprenez-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="774"/>
        <source>Game over: %1 wins</source>
        <translation>Fin de la partie&#xa0;: %1 gagne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="776"/>
        <source>Game over: shared win for %1</source>
        <translation>Fin de la partie&#xa0;: victoire partagée entre %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="785"/>
        <source>%1 is bidding</source>
        <translation>%1 enchérit</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="787"/>
        <source>%1 is securing crates</source>
        <translation>%1 met des caisses en lieu sûr</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="789"/>
        <source>Waiting for %1</source>
        <translation>En attente de %1</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="795"/>
        <source>Which treasure? Click a half or a button</source>
        <translation>Quelle marchandise&#xa0;? Moitié de carte ou bouton</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="803"/>
        <source>En seguridad!: pick crates worth 6 at most</source>
        <translation>En seguridad!&#xa0;: des caisses valant 6 au plus</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="798"/>
        <source>Estoy de vuelta!: take back which card?</source>
        <translation>Estoy de vuelta!&#xa0;: quelle carte reprendre&#xa0;?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="801"/>
        <source>Fuera!: protect which treasure?</source>
        <translation>Fuera!&#xa0;: quelle marchandise protégez-vous&#xa0;?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="807"/>
        <source>Choose a card to bid: the start player must bid</source>
        <translation>Jouez une carte&#xa0;: le premier joueur doit enchérir</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="809"/>
        <source>Choose a card to bid or pass</source>
        <translation>Enchérissez avec une carte, ou passez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="811"/>
        <source>You have no card to bid: pass</source>
        <translation>Aucune carte pour enchérir&#xa0;: passez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="814"/>
        <source>Play Fuera! to protect a treasure, or continue</source>
        <translation>Fuera! pour protéger une marchandise, ou continuez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="816"/>
        <source>The auction begins: continue</source>
        <translation>Les enchères commencent&#xa0;: continuez</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="818"/>
        <source>Secure a crate, or keep them all</source>
        <translation>Mettez une caisse en lieu sûr ou gardez tout</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/games/caramba/view.py" line="819"/>
        <source>Keep your crates</source>
        <translation>Gardez vos caisses</translation>
    </message>
</context>
<context>
    <name>GameOverPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="306"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="310"/>
        <source>Game over</source>
        <translation>Fin de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="313"/>
        <source>{name} wins!</source>
        <translation>{name} gagne&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="316"/>
        <source>Shared win: {names}</source>
        <translation>Victoire partagée&#xa0;: {names}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="324"/>
        <source>{name} (computer)</source>
        <translation>{name} (ordinateur)</translation>
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
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="332"/>
        <source>Play again, same seats</source>
        <translation>Rejouer, mêmes joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="333"/>
        <source>Back to start</source>
        <translation>Retour à l&apos;accueil</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="334"/>
        <source>Look at the table</source>
        <translation>Voir la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_over.py" line="335"/>
        <source>Show the results</source>
        <translation>Voir les résultats</translation>
    </message>
</context>
<context>
    <name>GameWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="118"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="120"/>
        <source>Computer · {level}</source>
        <translation>Ordinateur · {level}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="328"/>
        <source>{points} pts</source>
        <translation>{points} pts</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="331"/>
        <source>to play</source>
        <translation>à jouer</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="343"/>
        <source>Pass the screen to {name}</source>
        <translation>Passez l&apos;écran à {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="350"/>
        <source>Deal {number}</source>
        <translation>Donne n°&#xa0;{number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="351"/>
        <source>Enter this number in a new game to play the same deal again</source>
        <translation>Saisissez ce numéro dans une nouvelle partie pour rejouer la même donne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="416"/>
        <source>Autosave failed: the game goes on unsaved</source>
        <translation>Échec de la sauvegarde automatique&#xa0;: la partie continue sans être enregistrée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="439"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="440"/>
        <source>What happened</source>
        <translation>Déroulement</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="441"/>
        <source>Undo</source>
        <translation>Annuler</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="442"/>
        <source>Take back your last move ({key})</source>
        <translation>Reprendre votre dernier coup ({key})</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="445"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="446"/>
        <source>How to play (F1)</source>
        <translation>Comment jouer (F1)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="447"/>
        <source>Leave</source>
        <translation>Quitter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="448"/>
        <source>Back to the start page; the game is kept and can be continued</source>
        <translation>Retour à l&apos;accueil&#xa0;; la partie est conservée et pourra être reprise</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="464"/>
        <source>It is not your turn</source>
        <translation>Ce n&apos;est pas votre tour</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="465"/>
        <source>Pass the screen on first</source>
        <translation>Passez d&apos;abord l&apos;écran</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="466"/>
        <source>The game is over</source>
        <translation>La partie est terminée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="467"/>
        <source>The game is closed</source>
        <translation>La partie est fermée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/game_window.py" line="469"/>
        <source>That move is not possible now</source>
        <translation>Ce coup n&apos;est pas possible maintenant</translation>
    </message>
</context>
<context>
    <name>HandoffCover</name>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="164"/>
        <location filename="../caramba_desktop/ui/handoff.py" line="178"/>
        <source>Pass to {name}</source>
        <translation>Passez à {name}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="167"/>
        <source>{name}, click when you are ready — nobody else should look.</source>
        <translation>{name}, cliquez quand tout est prêt — les autres ne doivent pas regarder.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="172"/>
        <source>I am {name} — show my cards</source>
        <translation>Je suis {name} — montrer mes cartes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/handoff.py" line="176"/>
        <source>or press Enter</source>
        <translation>ou appuyez sur Entrée</translation>
    </message>
</context>
<context>
    <name>LogPanel</name>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="256"/>
        <source>Game log</source>
        <translation>Journal de la partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/log_panel.py" line="257"/>
        <source>What has happened so far</source>
        <translation>Ce qui s&apos;est passé jusqu&apos;ici</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="83"/>
        <source>Caramba!</source>
        <translation>Caramba&#xa0;!</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="84"/>
        <source>Auction and bluff</source>
        <translation>Enchères et bluff</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="89"/>
        <source>Bands bid with their cards for crates of gold, ammunition and dynamite — and steal the ones not yet secured.</source>
        <translation>Des bandes enchérissent avec leurs cartes pour des caisses d&apos;or, de munitions et de dynamite — et raflent celles qui ne sont pas encore en lieu sûr.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="94"/>
        <source>CABO</source>
        <translation>CABO</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="95"/>
        <source>Memory card game</source>
        <translation>Jeu de cartes et de mémoire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="100"/>
        <source>Peek, spy and swap your face-down cards for the lowest total, then call “Cabo”.</source>
        <translation>Regardez, espionnez et échangez vos cartes cachées pour le total le plus bas, puis annoncez «&#xa0;Cabo&#xa0;».</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="105"/>
        <source>Caravan</source>
        <translation>Caravan</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="106"/>
        <source>Camels carry goods to cities</source>
        <translation>Des chameaux livrent les marchandises aux villes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="111"/>
        <source>Lead camel trains across the desert to the cities that want your goods.</source>
        <translation>Menez vos caravanes de chameaux à travers le désert jusqu&apos;aux villes qui veulent vos marchandises.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="116"/>
        <source>Caramba! – Mina de Plata</source>
        <translation>Caramba&#xa0;! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="117"/>
        <source>Dice race to the silver mine</source>
        <translation>Course de dés vers la mine d’argent</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="122"/>
        <source>Roll and race your sombreros to the silver mine; the last one still on the track wins.</source>
        <translation>Lancez les dés et faites courir vos sombreros vers la mine d&apos;argent&#xa0;; le dernier encore en course gagne.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="230"/>
        <source>by {designer} · {low}–{high} players</source>
        <translation>de {designer} · {low} à {high} joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="233"/>
        <source>New game…</source>
        <translation>Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="234"/>
        <source>Rules</source>
        <translation>Règles</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="235"/>
        <source>Coming soon</source>
        <translation>Bientôt disponible</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="413"/>
        <source>Choose a game</source>
        <translation>Choisissez un jeu</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="416"/>
        <source>Open a saved game…</source>
        <translation>Ouvrir une partie enregistrée…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="417"/>
        <source>Settings…</source>
        <translation>Paramètres…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="418"/>
        <source>About</source>
        <translation>À propos</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="419"/>
        <source>Continue</source>
        <translation>Reprendre</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="423"/>
        <source>Your game of {game} is waiting</source>
        <translation>Votre partie de {game} vous attend</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="427"/>
        <source>round {number}</source>
        <translation>tour {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="428"/>
        <source>last played {when}</source>
        <translation>dernière partie le {when}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="432"/>
        <source>The last game could not be restored</source>
        <translation>La dernière partie n&apos;a pas pu être restaurée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="445"/>
        <source>The file is damaged: it is not readable game data.</source>
        <translation>Le fichier est endommagé&#xa0;: il ne contient pas de données de partie lisibles.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="446"/>
        <source>The file is not a saved game of {app}.</source>
        <translation>Le fichier n&apos;est pas une partie enregistrée de {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="448"/>
        <source>The game was saved by a newer version of {app}.</source>
        <translation>La partie a été enregistrée par une version plus récente de {app}.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="450"/>
        <source>The file holds a game this version does not know.</source>
        <translation>Le fichier contient un jeu que cette version ne connaît pas.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="451"/>
        <source>The file is damaged: its options or moves are not valid.</source>
        <translation>Le fichier est endommagé&#xa0;: ses options ou ses coups ne sont pas valides.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="453"/>
        <source>The file is damaged: it does not say who plays which seat.</source>
        <translation>Le fichier est endommagé&#xa0;: il n&apos;indique pas qui joue à quelle place.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="455"/>
        <source>The file is too large to be a saved game.</source>
        <translation>Le fichier est trop volumineux pour être une partie enregistrée.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="456"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="465"/>
        <source>The file cannot be read.</source>
        <translation>Le fichier ne peut pas être lu.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="457"/>
        <source>This game cannot be played in this version yet.</source>
        <translation>Ce jeu ne peut pas encore être joué dans cette version.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="460"/>
        <source>The file is damaged: move {number} breaks the rules.</source>
        <translation>Le fichier est endommagé&#xa0;: le coup {number} enfreint les règles.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="466"/>
        <source>The file is damaged.</source>
        <translation>Le fichier est endommagé.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="598"/>
        <source>&amp;Game</source>
        <translation>&amp;Partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="599"/>
        <source>&amp;New game…</source>
        <translation>&amp;Nouvelle partie…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="600"/>
        <source>&amp;Continue the last game</source>
        <translation>&amp;Reprendre la dernière partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="601"/>
        <source>&amp;Open…</source>
        <translation>&amp;Ouvrir…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="602"/>
        <source>&amp;Save as…</source>
        <translation>&amp;Enregistrer sous…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="603"/>
        <source>&amp;Undo</source>
        <translation>&amp;Annuler le coup</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="604"/>
        <source>&amp;Leave the game</source>
        <translation>Quitter la &amp;partie</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="605"/>
        <source>Se&amp;ttings…</source>
        <translation>Para&amp;mètres…</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="606"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="607"/>
        <source>&amp;Language</source>
        <translation>&amp;Langue</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="608"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="609"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="610"/>
        <source>&amp;About {app}</source>
        <translation>À &amp;propos de {app}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="658"/>
        <source>Replace the unfinished game?</source>
        <translation>Remplacer la partie en cours&#xa0;?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="659"/>
        <source>The unfinished game will be lost. Start the other game anyway?</source>
        <translation>La partie en cours sera perdue. Commencer l&apos;autre partie quand même&#xa0;?</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="708"/>
        <source>Autosave is not possible</source>
        <translation>La sauvegarde automatique est impossible</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="709"/>
        <source>The game cannot be saved as it is played; it starts anyway.</source>
        <translation>La partie ne peut pas être enregistrée au fil du jeu&#xa0;; elle commence quand même.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="738"/>
        <source>The game cannot be continued</source>
        <translation>La partie ne peut pas être reprise</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="751"/>
        <source>Open a saved game</source>
        <translation>Ouvrir une partie enregistrée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="752"/>
        <location filename="../caramba_desktop/ui/main_window.py" line="797"/>
        <source>Saved games (*{suffix});;All files (*)</source>
        <translation>Parties enregistrées (*{suffix});;Tous les fichiers (*)</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="766"/>
        <source>The game cannot be opened</source>
        <translation>La partie ne peut pas être ouverte</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="767"/>
        <source>“{file}” cannot be opened. {problem} Nothing was changed.</source>
        <translation>«&#xa0;{file}&#xa0;» ne peut pas être ouvert. {problem} Rien n&apos;a été modifié.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="796"/>
        <source>Save the game as</source>
        <translation>Enregistrer la partie sous</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="805"/>
        <source>The game could not be saved</source>
        <translation>La partie n&apos;a pas pu être enregistrée</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="806"/>
        <source>“{file}” could not be written: {reason}</source>
        <translation>«&#xa0;{file}&#xa0;» n&apos;a pas pu être écrit&#xa0;: {reason}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="912"/>
        <source>Four tabletop games at one screen: pass the screen around the table, or play against the computer.</source>
        <translation>Quatre jeux de société sur un seul écran&#xa0;: faites passer l&apos;écran autour de la table, ou jouez contre l&apos;ordinateur.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="915"/>
        <source>The games and their designers:</source>
        <translation>Les jeux et leurs auteurs&#xa0;:</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="920"/>
        <source>This is an unofficial adaptation made by fans; the games belong to their designers and publishers. The art and the rules texts are our own.</source>
        <translation>Ceci est une adaptation non officielle réalisée par des fans&#xa0;; les jeux appartiennent à leurs auteurs et éditeurs. Les illustrations et les textes des règles sont les nôtres.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="923"/>
        <source>The rulebooks do not list every card: Caramba!&apos;s band decks and the values of its crates are reconstructions (see the rules).</source>
        <translation>Les règles ne détaillent pas toutes les cartes&#xa0;: les paquets des bandes et les valeurs des caisses de Caramba&#xa0;! sont des reconstitutions (voir les règles).</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/main_window.py" line="933"/>
        <source>About {app}</source>
        <translation>À propos de {app}</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="85"/>
        <source>Beginner</source>
        <translation>Débutant</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="86"/>
        <source>Experienced</source>
        <translation>Expérimenté</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="87"/>
        <source>Easy</source>
        <translation>Facile</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="88"/>
        <source>Normal</source>
        <translation>Normal</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="89"/>
        <source>Hard</source>
        <translation>Difficile</translation>
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
        <translation>Caramba&#xa0;!</translation>
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
        <translation>Caramba&#xa0;! – Mina de Plata</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="236"/>
        <source>Human</source>
        <translation>Humain</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="237"/>
        <source>Computer</source>
        <translation>Ordinateur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="239"/>
        <source>A person plays this seat</source>
        <translation>Une personne joue à cette place</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="242"/>
        <source>The computer plays this seat</source>
        <translation>L&apos;ordinateur joue à cette place</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="245"/>
        <source>How well the computer plays</source>
        <translation>Le niveau de jeu de l&apos;ordinateur</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="249"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="251"/>
        <source>Name of player {number}</source>
        <translation>Nom du joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="256"/>
        <source>Level of player {number}</source>
        <translation>Niveau du joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="263"/>
        <source>Plays the {band}</source>
        <translation>Joue les {band}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="267"/>
        <source>Player {number}</source>
        <translation>Joueur {number}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="456"/>
        <source>Player {number} needs a name.</source>
        <translation>Le joueur {number} doit avoir un nom.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="461"/>
        <source>Players {first} and {second} are both called “{name}”. Please give each player a different name.</source>
        <translation>Les joueurs {first} et {second} s&apos;appellent tous les deux « {name} ». Donnez un nom différent à chaque joueur.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="567"/>
        <source>New game: {game}</source>
        <translation>Nouvelle partie : {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="571"/>
        <source>{low}–{high} players</source>
        <translation>{low} à {high} joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="575"/>
        <source>by {designer}</source>
        <translation>de {designer}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="578"/>
        <source>Players</source>
        <translation>Joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="579"/>
        <source>Number of players:</source>
        <translation>Nombre de joueurs :</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="582"/>
        <source>{count} players</source>
        <translation>{count} joueurs</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="584"/>
        <source>Options</source>
        <translation>Options</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="595"/>
        <source>{option}:</source>
        <translation>{option} :</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="603"/>
        <source>Deal</source>
        <translation>Donne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="604"/>
        <source>&amp;Deal number:</source>
        <translation>Numéro de &amp;donne :</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="605"/>
        <source>random</source>
        <translation>au hasard</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="606"/>
        <source>Deal number</source>
        <translation>Numéro de donne</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="608"/>
        <source>Leave empty for a new deal. Enter the number of an earlier deal to play the same cards again.</source>
        <translation>Laissez vide pour une nouvelle donne. Saisissez le numéro d&apos;une donne précédente pour rejouer les mêmes cartes.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/new_game.py" line="614"/>
        <source>&amp;Start game</source>
        <translation>&amp;Commencer la partie</translation>
    </message>
</context>
<context>
    <name>RulesHelpDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="176"/>
        <source>No rules are available for this game yet.</source>
        <translation>Les règles de ce jeu ne sont pas encore disponibles.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="301"/>
        <source>Rules — {game}</source>
        <translation>Règles — {game}</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="302"/>
        <location filename="../caramba_desktop/ui/rules_help.py" line="303"/>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/rules_help.py" line="306"/>
        <source>Close</source>
        <translation>Fermer</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="76"/>
        <source>Off</source>
        <comment>animations</comment>
        <translation>Aucune</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="77"/>
        <source>Fast</source>
        <comment>animations</comment>
        <translation>Rapides</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="78"/>
        <source>Normal</source>
        <comment>animations</comment>
        <translation>Normales</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="79"/>
        <source>Slow</source>
        <comment>animations</comment>
        <translation>Lentes</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="188"/>
        <source>Settings</source>
        <translation>Paramètres</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="189"/>
        <source>General</source>
        <translation>Général</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="190"/>
        <source>At the table</source>
        <translation>À la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="191"/>
        <source>&amp;Language:</source>
        <translation>&amp;Langue :</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="192"/>
        <source>&amp;Animations:</source>
        <translation>&amp;Animations :</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="193"/>
        <source>Computer &amp;moves:</source>
        <translation>Coups de l&apos;&amp;ordinateur :</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="199"/>
        <source>Quick</source>
        <comment>computer moves</comment>
        <translation>Rapide</translation>
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
        <translation>Tranquille</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="206"/>
        <source>The language changes as soon as you press OK.</source>
        <translation>La langue change dès que vous appuyez sur OK.</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="211"/>
        <source>How fast cards and pieces move on the table</source>
        <translation>La vitesse à laquelle les cartes et les pions se déplacent sur la table</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="216"/>
        <source>How long the computer players wait between their moves</source>
        <translation>Combien de temps l&apos;ordinateur attend entre deux coups</translation>
    </message>
    <message>
        <location filename="../caramba_desktop/ui/settings.py" line="221"/>
        <source>Ask before leaving a game in progress</source>
        <translation>Demander avant de quitter une partie en cours</translation>
    </message>
</context>
</TS>
