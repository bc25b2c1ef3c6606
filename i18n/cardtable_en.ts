<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>Fortunes</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/fortunes.py" line="230"/>
        <source>“%1” has %Ln letter(s) (spaces and the zero-width non-joiner do not count).</source>
        <translation>
            <numerusform>“%1” has %Ln letter (spaces and the zero-width non-joiner do not count).</numerusform>
            <numerusform>“%1” has %Ln letters (spaces and the zero-width non-joiner do not count).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/fortunes.py" line="294"/>
        <source>%Ln letter(s): the pack will be dealt onto %1 piles.</source>
        <translation>
            <numerusform>%Ln letter: the pack will be dealt onto %1 piles.</numerusform>
            <numerusform>%Ln letters: the pack will be dealt onto %1 piles.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/fortunes.py" line="217"/>
        <location filename="../cardtable/ui/wording/fortunes.py" line="447"/>
        <source>%Ln letter(s) · %1 piles</source>
        <translation>
            <numerusform>%Ln letter · %1 piles</numerusform>
            <numerusform>%Ln letters · %1 piles</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/fortunes.py" line="363"/>
        <source>The ten of diamonds came too soon, with %Ln picture(s) still face down: the wish must wait.</source>
        <translation>
            <numerusform>The ten of diamonds came too soon, with %Ln picture still face down: the wish must wait.</numerusform>
            <numerusform>The ten of diamonds came too soon, with %Ln pictures still face down: the wish must wait.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/fortunes.py" line="405"/>
        <source>The ten of diamonds turned up with %Ln picture(s) still face down. Shuffle and try again!</source>
        <translation>
            <numerusform>The ten of diamonds turned up with %Ln picture still face down. Shuffle and try again!</numerusform>
            <numerusform>The ten of diamonds turned up with %Ln pictures still face down. Shuffle and try again!</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Golf</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/golf.py" line="155"/>
        <source>Stock: %Ln card(s)</source>
        <translation>
            <numerusform>Stock: %Ln card</numerusform>
            <numerusform>Stock: %Ln cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/hint_words.py" line="100"/>
        <source>Bid %1: your %2 should take tricks, and your low spades %Ln more trick(s).</source>
        <translation>
            <numerusform>Bid %1: your %2 should take tricks, and your low spades %Ln more trick.</numerusform>
            <numerusform>Bid %1: your %2 should take tricks, and your low spades %Ln more tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/hint_words.py" line="103"/>
        <source>Bid %1: your low spades should take %Ln trick(s), by their number or by ruffing.</source>
        <translation>
            <numerusform>Bid %1: your low spades should take %Ln trick, by their number or by ruffing.</numerusform>
            <numerusform>Bid %1: your low spades should take %Ln tricks, by their number or by ruffing.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>JokerSpades</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/joker_spades.py" line="185"/>
        <source>%1: %Ln trick(s) for a contract of %2, failed: minus %2 × 10 = %3</source>
        <translation>
            <numerusform>%1: %Ln trick for a contract of %2, failed: minus %2 × 10 = %3</numerusform>
            <numerusform>%1: %Ln tricks for a contract of %2, failed: minus %2 × 10 = %3</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>MauMau</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/mau_mau.py" line="409"/>
        <source>%1: %Ln penalty point(s)</source>
        <translation>
            <numerusform>%1: %Ln penalty point</numerusform>
            <numerusform>%1: %Ln penalty points</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/mau_mau.py" line="221"/>
        <source>Stock: %Ln card(s)</source>
        <translation>
            <numerusform>Stock: %Ln card</numerusform>
            <numerusform>Stock: %Ln cards</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>NinetyNine</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="109"/>
        <source>You announce %Ln trick(s).</source>
        <translation>
            <numerusform>You announce %Ln trick.</numerusform>
            <numerusform>You announce %Ln tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="110"/>
        <source>%1 announces %Ln trick(s).</source>
        <translation>
            <numerusform>%1 announces %Ln trick.</numerusform>
            <numerusform>%1 announces %Ln tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="113"/>
        <source>You announce %Ln trick(s) and reveal your hand.</source>
        <translation>
            <numerusform>You announce %Ln trick and reveal your hand.</numerusform>
            <numerusform>You announce %Ln tricks and reveal your hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="114"/>
        <source>%1 announces %Ln trick(s) and reveals the hand.</source>
        <translation>
            <numerusform>%1 announces %Ln trick and reveals the hand.</numerusform>
            <numerusform>%1 announces %Ln tricks and reveals the hand.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="650"/>
        <source>Chosen: %1 · your bid: &lt;b&gt;%Ln&lt;/b&gt; trick(s)</source>
        <translation>
            <numerusform>Chosen: %1 · your bid: &lt;b&gt;%Ln&lt;/b&gt; trick</numerusform>
            <numerusform>Chosen: %1 · your bid: &lt;b&gt;%Ln&lt;/b&gt; tricks</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="148"/>
        <source>%1 has announced %Ln trick(s).</source>
        <translation>
            <numerusform>%1 has announced %Ln trick.</numerusform>
            <numerusform>%1 has announced %Ln tricks.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="149"/>
        <source>%1 has announced %Ln trick(s) and revealed.</source>
        <translation>
            <numerusform>%1 has announced %Ln trick and revealed.</numerusform>
            <numerusform>%1 has announced %Ln tricks and revealed.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>Shelem</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/shelem.py" line="421"/>
        <source>The defenders break it with %Ln point(s)</source>
        <translation>
            <numerusform>The defenders break it with %Ln point</numerusform>
            <numerusform>The defenders break it with %Ln points</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/pile_count.py" line="101"/>
        <source>%Ln pair(s) laid out</source>
        <translation>
            <numerusform>%Ln pair laid out</numerusform>
            <numerusform>%Ln pairs laid out</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/pile_count.py" line="102"/>
        <source>%Ln trick(s) taken</source>
        <translation>
            <numerusform>%Ln trick taken</numerusform>
            <numerusform>%Ln tricks taken</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TwentyOne</name>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="80"/>
        <source>You put up a bank of %Ln chip(s).</source>
        <translation>
            <numerusform>You put up a bank of %Ln chip.</numerusform>
            <numerusform>You put up a bank of %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="81"/>
        <source>%1 puts up a bank of %Ln chip(s).</source>
        <translation>
            <numerusform>%1 puts up a bank of %Ln chip.</numerusform>
            <numerusform>%1 puts up a bank of %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="96"/>
        <source>You bet %Ln chip(s).</source>
        <translation>
            <numerusform>You bet %Ln chip.</numerusform>
            <numerusform>You bet %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="99"/>
        <source>%1 bets %Ln chip(s).</source>
        <translation>
            <numerusform>%1 bets %Ln chip.</numerusform>
            <numerusform>%1 bets %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="146"/>
        <source>You take the bank of %Ln chip(s) back.</source>
        <translation>
            <numerusform>You take the bank of %Ln chip back.</numerusform>
            <numerusform>You take the bank of %Ln chips back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="147"/>
        <source>%1 takes the bank of %Ln chip(s) back.</source>
        <translation>
            <numerusform>%1 takes the bank of %Ln chip back.</numerusform>
            <numerusform>%1 takes the bank of %Ln chips back.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="162"/>
        <source>You are bust with %1: %Ln chip(s) go into the bank.</source>
        <translation>
            <numerusform>You are bust with %1: %Ln chip goes into the bank.</numerusform>
            <numerusform>You are bust with %1: %Ln chips go into the bank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="164"/>
        <source>%1 is bust with %2: %Ln chip(s) go into the bank.</source>
        <translation>
            <numerusform>%1 is bust with %2: %Ln chip goes into the bank.</numerusform>
            <numerusform>%1 is bust with %2: %Ln chips go into the bank.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="167"/>
        <source>The banker is bust with %1: you win %Ln chip(s).</source>
        <translation>
            <numerusform>The banker is bust with %1: you win %Ln chip.</numerusform>
            <numerusform>The banker is bust with %1: you win %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="169"/>
        <source>The banker is bust with %1: %2 wins %Ln chip(s).</source>
        <translation>
            <numerusform>The banker is bust with %1: %2 wins %Ln chip.</numerusform>
            <numerusform>The banker is bust with %1: %2 wins %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="172"/>
        <source>You %1, the banker %2: you win %Ln chip(s).</source>
        <translation>
            <numerusform>You %1, the banker %2: you win %Ln chip.</numerusform>
            <numerusform>You %1, the banker %2: you win %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="174"/>
        <source>%1 %2, the banker %3: %1 wins %Ln chip(s).</source>
        <translation>
            <numerusform>%1 %2, the banker %3: %1 wins %Ln chip.</numerusform>
            <numerusform>%1 %2, the banker %3: %1 wins %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="177"/>
        <source>You %1, the banker %2: a tie goes to the banker; you lose %Ln chip(s).</source>
        <translation>
            <numerusform>You %1, the banker %2: a tie goes to the banker; you lose %Ln chip.</numerusform>
            <numerusform>You %1, the banker %2: a tie goes to the banker; you lose %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="180"/>
        <source>%1 %2, the banker %3: a tie goes to the banker; %1 loses %Ln chip(s).</source>
        <translation>
            <numerusform>%1 %2, the banker %3: a tie goes to the banker; %1 loses %Ln chip.</numerusform>
            <numerusform>%1 %2, the banker %3: a tie goes to the banker; %1 loses %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="183"/>
        <source>You %1, the banker %2: you lose %Ln chip(s).</source>
        <translation>
            <numerusform>You %1, the banker %2: you lose %Ln chip.</numerusform>
            <numerusform>You %1, the banker %2: you lose %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="185"/>
        <source>%1 %2, the banker %3: %1 loses %Ln chip(s).</source>
        <translation>
            <numerusform>%1 %2, the banker %3: %1 loses %Ln chip.</numerusform>
            <numerusform>%1 %2, the banker %3: %1 loses %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="325"/>
        <source>You hold %Ln chip(s), fewer than the bank of %1: you must pass the bank on.</source>
        <translation>
            <numerusform>You hold %Ln chip, fewer than the bank of %1: you must pass the bank on.</numerusform>
            <numerusform>You hold %Ln chips, fewer than the bank of %1: you must pass the bank on.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="376"/>
        <source>%Ln chip(s) · the whole bank</source>
        <translation>
            <numerusform>%Ln chip · the whole bank</numerusform>
            <numerusform>%Ln chips · the whole bank</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="377"/>
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln chip</numerusform>
            <numerusform>%Ln chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="410"/>
        <source>Stake: %Ln chip(s)</source>
        <translation>
            <numerusform>Stake: %Ln chip</numerusform>
            <numerusform>Stake: %Ln chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/twenty_one.py" line="785"/>
        <source>Hint: bet %Ln chip(s).</source>
        <translation>
            <numerusform>Hint: bet %Ln chip.</numerusform>
            <numerusform>Hint: bet %Ln chips.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="521"/>
        <source>Banker: %1 · the bank after the duels: %Ln chip(s)</source>
        <translation>
            <numerusform>Banker: %1 · the bank after the duels: %Ln chip</numerusform>
            <numerusform>Banker: %1 · the bank after the duels: %Ln chips</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="577"/>
        <source>The bank has gone round the table %Ln time(s).</source>
        <translation>
            <numerusform>The bank has gone round the table %Ln time.</numerusform>
            <numerusform>The bank has gone round the table %Ln times.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="580"/>
        <source>You win with %Ln chip(s)!</source>
        <translation>
            <numerusform>You win with %Ln chip!</numerusform>
            <numerusform>You win with %Ln chips!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="582"/>
        <source>You share the win with %Ln chip(s)!</source>
        <translation>
            <numerusform>You share the win with %Ln chip!</numerusform>
            <numerusform>You share the win with %Ln chips!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="584"/>
        <source>%1 wins with %Ln chip(s).</source>
        <translation>
            <numerusform>%1 wins with %Ln chip.</numerusform>
            <numerusform>%1 wins with %Ln chips.</numerusform>
        </translation>
    </message>
</context>
</TS>
