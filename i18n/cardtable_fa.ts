<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fa" sourcelanguage="en">
<context>
    <name>Cards</name>
    <message>
        <location filename="../cardtable/ui/words.py" line="39"/>
        <source>Spades</source>
        <translation>پیک</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="40"/>
        <source>Hearts</source>
        <translation>دل</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="41"/>
        <source>Diamonds</source>
        <translation>خشت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="42"/>
        <source>Clubs</source>
        <translation>خاج</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="58"/>
        <source>Ace</source>
        <translation>آس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="59"/>
        <source>King</source>
        <translation>شاه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="60"/>
        <source>Queen</source>
        <translation>بی‌بی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="61"/>
        <source>Jack</source>
        <translation>سرباز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="62"/>
        <source>Red joker</source>
        <translation>ژوکر رنگی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="63"/>
        <source>Black joker</source>
        <translation>ژوکر سیاه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="64"/>
        <source>Joker</source>
        <translation>ژوکر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="74"/>
        <source>%1 of %2</source>
        <comment>rank of suit</comment>
        <translation>%1 %2</translation>
    </message>
</context>
<context>
    <name>Cheat</name>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="20"/>
        <source>one</source>
        <translation>یک</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="20"/>
        <source>two</source>
        <translation>دو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="21"/>
        <source>three</source>
        <translation>سه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="21"/>
        <source>four</source>
        <translation>چهار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="22"/>
        <source>five</source>
        <translation>پنج</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="22"/>
        <source>six</source>
        <translation>شش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="23"/>
        <source>seven</source>
        <translation>هفت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="23"/>
        <source>eight</source>
        <translation>هشت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="24"/>
        <source>nine</source>
        <translation>نُه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="24"/>
        <source>ten</source>
        <translation>ده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="25"/>
        <source>eleven</source>
        <translation>یازده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="25"/>
        <source>twelve</source>
        <translation>دوازده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="26"/>
        <source>thirteen</source>
        <translation>سیزده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="26"/>
        <source>fourteen</source>
        <translation>چهارده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="27"/>
        <source>fifteen</source>
        <translation>پانزده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="27"/>
        <source>sixteen</source>
        <translation>شانزده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="35"/>
        <source>aces</source>
        <translation>آس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="35"/>
        <source>kings</source>
        <translation>شاه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="36"/>
        <source>queens</source>
        <translation>بی‌بی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="36"/>
        <source>jacks</source>
        <translation>سرباز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="37"/>
        <source>tens</source>
        <translation>ده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="37"/>
        <source>nines</source>
        <translation>نُه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="38"/>
        <source>eights</source>
        <translation>هشت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="38"/>
        <source>sevens</source>
        <translation>هفت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="39"/>
        <source>sixes</source>
        <translation>شش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="39"/>
        <source>fives</source>
        <translation>پنج</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="40"/>
        <source>fours</source>
        <translation>چهار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="40"/>
        <source>threes</source>
        <translation>سه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="41"/>
        <source>twos</source>
        <translation>دو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="49"/>
        <source>one ace</source>
        <translation>یک آس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="49"/>
        <source>one king</source>
        <translation>یک شاه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="50"/>
        <source>one queen</source>
        <translation>یک بی‌بی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="51"/>
        <source>one jack</source>
        <translation>یک سرباز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="51"/>
        <source>one ten</source>
        <translation>یک ده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="52"/>
        <source>one nine</source>
        <translation>یک نُه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="53"/>
        <source>one eight</source>
        <translation>یک هشت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="54"/>
        <source>one seven</source>
        <translation>یک هفت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="55"/>
        <source>one six</source>
        <translation>یک شش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="55"/>
        <source>one five</source>
        <translation>یک پنج</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="56"/>
        <source>one four</source>
        <translation>یک چهار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="57"/>
        <source>one three</source>
        <translation>یک سه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="58"/>
        <source>one two</source>
        <translation>یک دو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="60"/>
        <source>%1 %2</source>
        <comment>a claim: a count and a rank, three sevens</comment>
        <translation>%1 تا %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="67"/>
        <location filename="../cardtable/ui/wording/cheat.py" line="225"/>
        <source>one card</source>
        <translation>یک کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="68"/>
        <location filename="../cardtable/ui/wording/cheat.py" line="226"/>
        <source>%1 cards</source>
        <translation>%1 کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="72"/>
        <source>“%1”</source>
        <comment>a claim in quotation marks</comment>
        <translation>«%1»</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="77"/>
        <source>first place</source>
        <translation>نفر اول</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="77"/>
        <source>second place</source>
        <translation>نفر دوم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="78"/>
        <source>third place</source>
        <translation>نفر سوم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="78"/>
        <source>fourth place</source>
        <translation>نفر چهارم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="79"/>
        <source>fifth place</source>
        <translation>نفر پنجم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="79"/>
        <source>sixth place</source>
        <translation>نفر ششم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="80"/>
        <source>seventh place</source>
        <translation>نفر هفتم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="80"/>
        <source>eighth place</source>
        <translation>نفر هشتم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="169"/>
        <source>Which rank may be claimed:</source>
        <translation>ادعای کدام ارزش مجاز است:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="171"/>
        <source>Any rank</source>
        <translation>هر ارزشی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="172"/>
        <source>The rank after the last claim (A, 2, 3 … K, A)</source>
        <translation>ارزشِ پس از آخرین ادعا (آس، ۲، ۳ … شاه، آس)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="174"/>
        <source>The same rank as the last claim or the next</source>
        <translation>همان ارزشِ آخرین ادعا یا ارزشِ بعدی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="177"/>
        <source>Packs of cards:</source>
        <translation>تعداد دست ورق:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="179"/>
        <source>As the rules say (one up to five players, two above)</source>
        <translation>طبق قانون (تا پنج نفر یک دست، بیشتر از آن دو دست)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="87"/>
        <source>All the cards are dealt. In turn, lay one or more cards face down and say what they are: &quot;three sevens&quot;. It may be a lie. Anyone may call &quot;Cheat!&quot;: a liar takes the whole pile, and so does a caller who was wrong. The first to get rid of every card wins.</source>
        <translation>همهٔ کارت‌ها پخش می‌شوند. به نوبت، یک یا چند کارت را به‌پشت روی دستهٔ وسط بگذارید و بگویید چه هستند: «سه تا هفت». ممکن است دروغ باشد. هر کسی می‌تواند بگوید «بلوف زدی!»: اگر دروغ بوده، دروغگو کل دستهٔ وسط را برمی‌دارد و اگر راست بوده، همان کسی که گفته. نخستین کسی که همهٔ کارت‌هایش را رد کند برنده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="93"/>
        <source>With six or more players two packs are shuffled together.</source>
        <translation>با شش نفر یا بیشتر، دو دست ورق با هم بُر زده می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="104"/>
        <source>You deal every card. %1 plays first.</source>
        <translation>شما همهٔ کارت‌ها را پخش می‌کنید. %1 اول بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="107"/>
        <source>%1 deals every card. You play first.</source>
        <translation>%1 همهٔ کارت‌ها را پخش می‌کند. شما اول بازی می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="109"/>
        <source>%1 deals every card. %2 plays first.</source>
        <translation>%1 همهٔ کارت‌ها را پخش می‌کند. %2 اول بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="117"/>
        <source>You play one card: %1</source>
        <translation>شما یک کارت می‌گذارید: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="118"/>
        <source>You play %1 cards: %2</source>
        <translation>شما %1 کارت می‌گذارید: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="120"/>
        <source>%1 plays one card: %2</source>
        <translation>%1 یک کارت می‌گذارد: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="121"/>
        <source>%1 plays %2 cards: %3</source>
        <translation>%1 %2 کارت می‌گذارد: %3</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="127"/>
        <source>You call “Cheat!”</source>
        <translation>شما می‌گویید «بلوف زدی!»</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="128"/>
        <source>%1 calls “Cheat!”</source>
        <translation>%1 می‌گوید «بلوف زدی!»</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="134"/>
        <source>%1, %2</source>
        <comment>a list of cards</comment>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="144"/>
        <source>Turned up: %1. It was true: you take the pile.</source>
        <translation>کارت‌ها رو شد: %1. راست بود: دستهٔ وسط را شما برمی‌دارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="146"/>
        <source>Turned up: %1. It was true: %2 takes the pile.</source>
        <translation>کارت‌ها رو شد: %1. راست بود: دستهٔ وسط را %2 برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="150"/>
        <source>Turned up: %1. Caught! Cards that are not %2: %3. You take the pile.</source>
        <translation>کارت‌ها رو شد: %1. دستتان رو شد! کارت‌هایی که %2 نیستند: %3. دستهٔ وسط را شما برمی‌دارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="153"/>
        <source>Turned up: %1. A lie! Cards that are not %2: %3. %4 takes the pile.</source>
        <translation>کارت‌ها رو شد: %1. دروغ بود! کارت‌هایی که %2 نیستند: %3. دستهٔ وسط را %4 برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="160"/>
        <source>You pick up the pile: %1.</source>
        <translation>دستهٔ وسط را برمی‌دارید: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="161"/>
        <source>%1 picks up the pile: %2.</source>
        <translation>%1 دستهٔ وسط را برمی‌دارد: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="168"/>
        <source>You are the last one holding cards.</source>
        <translation>شما آخرین کسی هستید که کارت در دست دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="169"/>
        <source>%1 is the last one holding cards.</source>
        <translation>%1 آخرین کسی است که کارت در دست دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="172"/>
        <source>Your last play stands: you are out of cards, %1!</source>
        <translation>آخرین کارت‌هایتان پذیرفته شد: دستتان خالی است و %1 شدید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="174"/>
        <source>%1&apos;s last play stands: out of cards, %2.</source>
        <translation>آخرین کارت‌های %1 پذیرفته شد: دستش خالی است و %2 شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="490"/>
        <source>Your turn</source>
        <translation>نوبت شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="496"/>
        <location filename="../cardtable/ui/games/cheat.py" line="715"/>
        <source>Play and say %1</source>
        <translation>بگذار و بگو %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="210"/>
        <source>A bluff! Cards that are not %1: %2.</source>
        <translation>بلوف! کارت‌هایی که %1 نیستند: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="213"/>
        <source>The truth.</source>
        <translation>راست است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="501"/>
        <source>Play</source>
        <translation>بگذار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="207"/>
        <source>Choose the cards to lay.</source>
        <translation>کارت‌هایی را که می‌گذارید انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="208"/>
        <source>Choose the rank you claim.</source>
        <translation>ارزشی را که ادعا می‌کنید انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="189"/>
        <source>You must claim %1.</source>
        <translation>باید ادعای %1 کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="191"/>
        <source>You may claim %1 or %2.</source>
        <translation>می‌توانید ادعای %1 یا %2 کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="194"/>
        <source>You may claim any rank.</source>
        <translation>ادعای هر ارزشی آزاد است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="196"/>
        <source>Choose your card face down</source>
        <translation>کارتی برای گذاشتن به‌پشت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="198"/>
        <source>Choose one to %1 cards to lay face down</source>
        <translation>یک تا %1 کارت برای گذاشتن به‌پشت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="200"/>
        <source>%1, then the rank you claim. %2</source>
        <comment>cards to choose, then the claim rule</comment>
        <translation>%1 و سپس ارزشی را که ادعا می‌کنید انتخاب کنید. %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="217"/>
        <source>%1 plays</source>
        <translation>نوبت %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="224"/>
        <source>%1 lays %2 face down and says %3.</source>
        <translation>%1 %2 را به‌پشت می‌گذارد و می‌گوید %3.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="229"/>
        <source>You hold %1 yourself.</source>
        <translation>خودتان %1 دارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="231"/>
        <source>That was %1&apos;s last card: let it pass and they are out.</source>
        <translation>این آخرین کارت %1 بود: اگر بگذارید بگذرد، بیرون می‌رود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="233"/>
        <source>Call “Cheat!” and whoever is wrong picks up the whole pile: %1.</source>
        <translation>اگر بگویید «بلوف زدی!»، هر کس اشتباه کرده باشد کل دستهٔ وسط را برمی‌دارد: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="179"/>
        <source>Hint: lay these cards and say %1.</source>
        <translation>راهنمایی: این کارت‌ها را بگذارید و بگویید %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="592"/>
        <source>Hint: call “Cheat!”</source>
        <translation>راهنمایی: بگویید «بلوف زدی!»</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="594"/>
        <source>Hint: let it pass.</source>
        <translation>راهنمایی: بگذارید بگذرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="612"/>
        <source>Game over</source>
        <translation>پایان بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="617"/>
        <source>See the result</source>
        <translation>نتیجه را ببین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="328"/>
        <location filename="../cardtable/ui/wording/cheat.py" line="377"/>
        <source>Place</source>
        <translation>رتبه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="328"/>
        <location filename="../cardtable/ui/wording/cheat.py" line="377"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="329"/>
        <location filename="../cardtable/ui/wording/cheat.py" line="378"/>
        <source>Plays</source>
        <translation>نوبت‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="329"/>
        <location filename="../cardtable/ui/wording/cheat.py" line="379"/>
        <source>Bluffs caught</source>
        <translation>بلوف‌های لو رفته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="330"/>
        <location filename="../cardtable/ui/wording/cheat.py" line="379"/>
        <source>Right calls</source>
        <translation>بلوف‌گیری درست</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="330"/>
        <location filename="../cardtable/ui/wording/cheat.py" line="380"/>
        <source>Wrong calls</source>
        <translation>بلوف‌گیری اشتباه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="349"/>
        <source>You win!</source>
        <translation>شما بردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="350"/>
        <source>%1 wins</source>
        <translation>%1 برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="352"/>
        <source>You were the first to play your last card without being caught.</source>
        <translation>شما نخستین کسی بودید که آخرین کارتش را بازی کرد و دستش رو نشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="354"/>
        <source>%1 was the first to play their last card without being caught.</source>
        <translation>%1 نخستین کسی بود که آخرین کارتش را بازی کرد و دستش رو نشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="356"/>
        <source>You were left holding %1: last place.</source>
        <translation>در دست شما %1 ماند: نفر آخر.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="358"/>
        <source>%2 was left holding %1: last place.</source>
        <translation>در دست %2 %1 ماند: نفر آخر.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="361"/>
        <source>You finished in %1.</source>
        <translation>شما %1 شدید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="369"/>
        <source>You win! You got rid of all your cards first.</source>
        <translation>شما بردید! زودتر از همه دستتان خالی شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="370"/>
        <source>%1 wins. You finished in %2.</source>
        <translation>%1 برد. شما %2 شدید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="378"/>
        <source>Cards</source>
        <translation>کارت‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="380"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="296"/>
        <location filename="../cardtable/ui/wording/cheat.py" line="300"/>
        <location filename="../cardtable/ui/wording/cheat.py" line="418"/>
        <source>%1 · %2</source>
        <translation>%1 | %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="299"/>
        <location filename="../cardtable/ui/wording/cheat.py" line="417"/>
        <source>%1 · %2 · no call</source>
        <translation>%1 | %2 | گذشت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="243"/>
        <source>Claims: any rank</source>
        <translation>ادعا: هر ارزشی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="244"/>
        <source>Claims: in sequence, A 2 3 … K</source>
        <translation>ادعا: به ترتیب، آس ۲ ۳ … شاه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="245"/>
        <source>Claims: the same rank or the next</source>
        <translation>ادعا: همان ارزش یا ارزش بعدی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="255"/>
        <source>Last claim: %1, %2</source>
        <translation>آخرین ادعا: %1، %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="261"/>
        <source>Next claim: any rank</source>
        <translation>ادعای بعدی: هر ارزشی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="263"/>
        <source>Next claim: %1</source>
        <translation>ادعای بعدی: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="264"/>
        <source>Next claim: %1 or %2</source>
        <translation>ادعای بعدی: %1 یا %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="269"/>
        <source>First place: %1</source>
        <translation>نفر اول: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="273"/>
        <source>Players still holding cards: %1</source>
        <translation>بازیکنانی که هنوز کارت دارند: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="250"/>
        <source>The pile is empty</source>
        <translation>دستهٔ وسط خالی است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/cheat.py" line="251"/>
        <source>Pile: %1</source>
        <translation>دستهٔ وسط: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="689"/>
        <source>Cheat!</source>
        <translation>بلوف زدی!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="690"/>
        <source>Turn the cards up (C)</source>
        <translation>کارت‌ها را رو کن (C)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="691"/>
        <source>Let it pass</source>
        <translation>بگذار بگذرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="692"/>
        <source>Believe the claim (L)</source>
        <translation>ادعا را باور کن (L)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="693"/>
        <source>Lay the chosen cards (P)</source>
        <translation>کارت‌های انتخاب‌شده را بگذار (P)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/cheat.py" line="697"/>
        <source>Claim %1</source>
        <translation>ادعای %1</translation>
    </message>
</context>
<context>
    <name>Crash</name>
    <message>
        <location filename="../cardtable/ui/crash.py" line="215"/>
        <source>Something went wrong: %1</source>
        <translation>مشکلی پیش آمد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/crash.py" line="218"/>
        <source>The game could not be saved: %1</source>
        <translation>بازی ذخیره نشد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/crash.py" line="221"/>
        <source>Your game is saved, and the table was laid out again from the save.</source>
        <translation>بازی‌تان ذخیره شده است و میز از روی همان ذخیره دوباره چیده شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/crash.py" line="224"/>
        <source>Your game is saved: choose Resume in the game library to carry on.</source>
        <translation>بازی‌تان ذخیره شده است: برای ادامه، در فهرست بازی‌ها «ادامهٔ بازی» را بزنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/crash.py" line="227"/>
        <source>The details were written to %1.</source>
        <translation>جزئیات در %1 نوشته شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/crash.py" line="230"/>
        <source>Card Table</source>
        <translation>میز ورق</translation>
    </message>
</context>
<context>
    <name>Fortunes</name>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="39"/>
        <source>Two aces</source>
        <translation>جفت آس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="40"/>
        <source>Two twos</source>
        <translation>جفت دو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="41"/>
        <source>Two threes</source>
        <translation>جفت سه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="42"/>
        <source>Two fours</source>
        <translation>جفت چهار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="43"/>
        <source>Two fives</source>
        <translation>جفت پنج</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="44"/>
        <source>Two sixes</source>
        <translation>جفت شش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="45"/>
        <source>Two sevens</source>
        <translation>جفت هفت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="46"/>
        <source>Two eights</source>
        <translation>جفت هشت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="47"/>
        <source>Two nines</source>
        <translation>جفت نُه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="48"/>
        <source>Two tens</source>
        <translation>جفت ده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="49"/>
        <source>Two jacks</source>
        <translation>جفت سرباز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="50"/>
        <source>Two queens</source>
        <translation>جفت بی‌بی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="51"/>
        <source>Two kings</source>
        <translation>جفت شاه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="59"/>
        <source>%1 loves you.</source>
        <translation>%1 دوستتان دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="60"/>
        <source>%1 wants to come closer.</source>
        <translation>%1 برای جلو آمدن دودل است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="61"/>
        <source>%1 is thinking of marriage.</source>
        <translation>%1 به ازدواج فکر می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="62"/>
        <source>%1 is jealous.</source>
        <translation>%1 حسودی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="63"/>
        <source>%1 worries about the future.</source>
        <translation>%1 نگران آینده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="64"/>
        <source>You and %1 will see each other soon.</source>
        <translation>شما و %1 به‌زودی همدیگر را می‌بینید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="65"/>
        <source>%1 has ill intentions. Careful!</source>
        <translation>%1 نیت خوبی ندارد. مواظب باشید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="66"/>
        <source>%1 is thinking of you.</source>
        <translation>%1 به فکر شماست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="67"/>
        <source>%1 wants to talk with you.</source>
        <translation>%1 می‌خواهد با شما حرف بزند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="68"/>
        <source>%1 wants a kiss.</source>
        <translation>دل %1 یک بوسه می‌خواهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="69"/>
        <source>%1 is protective of you.</source>
        <translation>%1 روی شما غیرت دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="70"/>
        <source>A rival stands between you and %1!</source>
        <translation>رقیبی میان شما و %1 است!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="71"/>
        <source>%1 likes your character.</source>
        <translation>%1 از اخلاقتان خوشش می‌آید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="103"/>
        <source>Just for fun: the cards fall by chance.</source>
        <translation>فقط برای سرگرمی: چیدن کارت‌ها کاملاً تصادفی است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="162"/>
        <source>Just for fun</source>
        <translation>فقط برای سرگرمی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="166"/>
        <source>Step</source>
        <translation>گام بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="170"/>
        <source>Show the next step</source>
        <translation>گام بعد را نشان بده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="174"/>
        <source>Pause</source>
        <translation>صبر کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="174"/>
        <source>Auto-run</source>
        <translation>خودکار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="178"/>
        <source>Play every step by itself</source>
        <translation>همهٔ گام‌ها خودبه‌خود پیش بروند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="182"/>
        <source>The cards have spoken</source>
        <translation>کارت‌ها سخن گفتند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="186"/>
        <source>Another fortune</source>
        <translation>فال دیگری بگیر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="190"/>
        <source>Close</source>
        <translation>ببند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="201"/>
        <source>Type the name of the person you are thinking of. Its letters tell how many piles the pack is dealt onto; the pairs that turn up side by side tell the fortune. Just for fun!</source>
        <translation>نام کسی را که در دل دارید بنویسید. شمار حروفش می‌گوید دست ورق روی چند کپه پخش شود؛ جفت‌هایی که کنار هم درمی‌آیند فال را می‌گویند. فقط برای سرگرمی!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="244"/>
        <source>Dealing the pack onto %1 piles, one card to each pile in turn…</source>
        <translation>پخش ورق‌ها روی %1 کپه، به نوبت یک کارت روی هر کپه…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="249"/>
        <source>Gathering: the first pile is picked up, the second goes under it, then the third…</source>
        <translation>جمع کردن: کپهٔ اول برداشته می‌شود، کپهٔ دوم زیرش می‌رود، بعد کپهٔ سوم…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="254"/>
        <source>The packet is turned face up and read in a row. Look for two cards of a rank side by side!</source>
        <translation>دسته رو می‌شود و در یک ردیف خوانده می‌شود. دنبال دو کارت هم‌ارزشِ کنار هم بگردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="259"/>
        <source>No two cards of a rank lie side by side: the cards keep their secrets today.</source>
        <translation>هیچ دو کارت هم‌ارزشی کنار هم نیفتاد: کارت‌ها امروز رازشان را نگه می‌دارند.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/fortunes.py" line="230"/>
        <source>“%1” has %Ln letter(s) (spaces and the zero-width non-joiner do not count).</source>
        <translation>
            <numerusform>«%1» %Ln حرف دارد (فاصله و نیم‌فاصله شمرده نمی‌شوند).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/fortunes.py" line="294"/>
        <source>%Ln letter(s): the pack will be dealt onto %1 piles.</source>
        <translation>
            <numerusform>%Ln حرف: ورق‌ها روی %1 کپه پخش می‌شوند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/fortunes.py" line="217"/>
        <location filename="../cardtable/ui/wording/fortunes.py" line="447"/>
        <source>%Ln letter(s) · %1 piles</source>
        <translation>
            <numerusform>%Ln حرف، %1 کپه</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/fortunes.py" line="363"/>
        <source>The ten of diamonds came too soon, with %Ln picture(s) still face down: the wish must wait.</source>
        <translation>
            <numerusform>ده خشت زود آمد و هنوز %Ln کارت عکس‌دار به‌پشت مانده است: آرزو باید صبر کند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/fortunes.py" line="405"/>
        <source>The ten of diamonds turned up with %Ln picture(s) still face down. Shuffle and try again!</source>
        <translation>
            <numerusform>ده خشت وقتی آمد که هنوز %Ln کارت عکس‌دار به‌پشت بود. دوباره بُر بزنید و امتحان کنید!</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="233"/>
        <source>Between %1 and %2 piles are dealt, so the pack goes onto %3 piles.</source>
        <translation>کپه‌ها دست‌کم %1 و دست‌بالا %2 تاست، پس ورق‌ها روی %3 کپه پخش می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="237"/>
        <source>The pack is dealt onto %1 piles.</source>
        <translation>ورق‌ها روی %1 کپه پخش می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="209"/>
        <source>your sweetheart</source>
        <translation>یار شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="269"/>
        <source>The cards say:</source>
        <translation>کارت‌ها می‌گویند:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="280"/>
        <source>Whose fortune shall the cards tell?</source>
        <translation>کارت‌ها فال چه کسی را بگیرند؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="284"/>
        <source>Type a name, in Persian or Latin letters.</source>
        <translation>نامی بنویسید، با حروف فارسی یا لاتین.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="288"/>
        <source>Deal the cards</source>
        <translation>ورق‌ها را پخش کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="293"/>
        <source>No letters yet.</source>
        <translation>هنوز حرفی نوشته نشده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="299"/>
        <source>Hint: type any name and press Deal the cards.</source>
        <translation>راهنمایی: هر نامی بنویسید و «پخش ورق‌ها» را بزنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="305"/>
        <source>The cards for %1</source>
        <translation>کارت‌ها برای %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="308"/>
        <source>No pairs turned up: the cards keep their secrets today. Try again tomorrow!</source>
        <translation>هیچ جفتی درنیامد: کارت‌ها امروز رازشان را نگه می‌دارند. فردا دوباره امتحان کنید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="311"/>
        <source>%1: %2</source>
        <comment>a pair: its message</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="318"/>
        <source>Name</source>
        <translation>نام</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="318"/>
        <source>Letters</source>
        <translation>حروف</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="319"/>
        <source>Pairs</source>
        <translation>جفت‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="323"/>
        <source>, </source>
        <comment>between the items of a list</comment>
        <translation>، </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="214"/>
        <source>The name fortune · just for fun</source>
        <translation>فال نام، فقط برای سرگرمی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="216"/>
        <location filename="../cardtable/ui/wording/fortunes.py" line="445"/>
        <source>Name: %1</source>
        <translation>نام: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="220"/>
        <location filename="../cardtable/ui/wording/fortunes.py" line="446"/>
        <source>A shuffled pack of 52 cards waits.</source>
        <translation>یک دست ورقِ بُرخوردهٔ ۵۲ کارتی آماده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="194"/>
        <source>Step %1 of %2</source>
        <translation>گام %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="133"/>
        <source>Father · kings</source>
        <translation>بابا، شاه‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="133"/>
        <source>Mother · aces</source>
        <translation>مامان، آس‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="134"/>
        <source>Brother · jacks</source>
        <translation>داداش، سربازها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="135"/>
        <source>Girl · queens</source>
        <translation>دختر خانوم، بی‌بی‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="333"/>
        <source>Sixteen pictures face down in four family rows, and one card in your hand: turn it up, lay it in its row and pick up the card it covers. If the ten of diamonds comes last, your wish comes true. Just for fun!</source>
        <translation>شانزده کارت عکس‌دار به‌پشت در چهار ردیفِ خانواده، و یک کارت در دست شما: رویش کنید، در ردیف خودش بگذارید و کارتی را که زیرش بود بردارید. اگر ده خشت آخر از همه بیاید، به آرزویتان می‌رسید. فقط برای سرگرمی!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="340"/>
        <source>Sixteen cards are laid face down, four rows from right to left; the seventeenth stays in your hand. Press Step to turn it.</source>
        <translation>شانزده کارت به‌پشت چیده شد، چهار ردیف از راست به چپ؛ کارت هفدهم در دست شما می‌ماند. «گام بعد» را بزنید تا رو شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="347"/>
        <source>The ten of diamonds! It belongs to no row: the fortune ends here.</source>
        <translation>ده خشت! جایی در ردیف‌ها ندارد: فال همین‌جا تمام می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="350"/>
        <source>%1: it goes to the row “%2”, on the first card still face down, and the card there comes to your hand.</source>
        <translation>%1: به ردیف «%2» می‌رود، روی نخستین کارتِ هنوز به‌پشت، و کارتِ آنجا به دست شما می‌آید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="361"/>
        <source>The ten of diamonds came last: your wish comes true! You will reach your beloved.</source>
        <translation>ده خشت آخر از همه آمد: به آرزویتان می‌رسید! به یارتان می‌رسید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="368"/>
        <source>Hint: press Step to turn the card in your hand.</source>
        <translation>راهنمایی: «گام بعد» را بزنید تا کارت دستتان رو شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="400"/>
        <source>Your wish comes true!</source>
        <translation>به آرزویتان می‌رسید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="401"/>
        <source>Every picture found its place before the ten of diamonds turned up: you will reach your beloved.</source>
        <translation>پیش از آمدن ده خشت، هر کارت عکس‌دار جای خودش را پیدا کرد: به یارتان می‌رسید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="404"/>
        <location filename="../cardtable/ui/wording/fortunes.py" line="422"/>
        <source>Not this time</source>
        <translation>این بار نه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="393"/>
        <location filename="../cardtable/ui/wording/fortunes.py" line="409"/>
        <source>Cards turned: %1</source>
        <translation>کارت‌های روشده: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="415"/>
        <source>Fortune</source>
        <translation>فال</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="415"/>
        <source>Cards turned</source>
        <translation>کارت‌های روشده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="416"/>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="420"/>
        <source>The family</source>
        <translation>خانواده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="421"/>
        <source>The wish comes true</source>
        <translation>آرزو برآورده می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="391"/>
        <source>The family fortune · just for fun</source>
        <translation>فال خانواده، فقط برای سرگرمی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="392"/>
        <source>Pictures face up: %1 of %2</source>
        <translation>عکس‌های رو: %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="394"/>
        <source>The chain: %1</source>
        <translation>زنجیره: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/fortunes.py" line="377"/>
        <source>In your hand</source>
        <translation>در دست شما</translation>
    </message>
</context>
<context>
    <name>GameTile</name>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="123"/>
        <source>Play</source>
        <translation>بازی کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="123"/>
        <source>Coming soon</source>
        <translation>به‌زودی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="124"/>
        <source>Rules</source>
        <translation>قوانین</translation>
    </message>
</context>
<context>
    <name>GameUI</name>
    <message>
        <location filename="../cardtable/ui/games/base.py" line="214"/>
        <source>Round</source>
        <translation>دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/match_end.py" line="76"/>
        <source>Match over</source>
        <translation>پایان بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/match_end.py" line="87"/>
        <source>New game</source>
        <translation>بازی تازه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/match_end.py" line="90"/>
        <source>Back to the library</source>
        <translation>بازگشت به فهرست بازی‌ها</translation>
    </message>
</context>
<context>
    <name>Games</name>
    <message>
        <location filename="../cardtable/games.py" line="14"/>
        <source>Hokm</source>
        <translation>حکم</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="29"/>
        <source>Shelem</source>
        <translation>شلم</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="42"/>
        <source>Ninety-Nine</source>
        <translation>نود و نه</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="57"/>
        <source>Spades with Jokers</source>
        <translation>پیک با ژوکر</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="70"/>
        <source>Pan</source>
        <translation>پن</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="83"/>
        <source>Mau-Mau</source>
        <translation>هفت خبیث</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="95"/>
        <source>Twenty-One</source>
        <translation>بیست و یک</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="110"/>
        <source>Cheat</source>
        <translation>دروغگو</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="124"/>
        <source>Old Maid</source>
        <translation>پیردختر</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="135"/>
        <source>Nine-Card Golf</source>
        <translation>گلف نُه‌کارتی</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="146"/>
        <source>Fortune: a name</source>
        <translation>فال ورق: فال نام</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="154"/>
        <source>Fortune: the family</source>
        <translation>فال ورق: فال خانواده</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="15"/>
        <source>Iran&apos;s favourite partnership game: the hakem names trump after five cards; the first team to seven tricks wins the hand.</source>
        <translation>محبوب‌ترین بازی ورق ایرانی، دو تیم دونفره: حاکم پس از دیدن پنج کارت حکم را تعیین می‌کند؛ تیمی که زودتر هفت دست ببرد، دور را برده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="30"/>
        <source>Bid for the points, take the kitty, name trump and make your contract.</source>
        <translation>برای امتیاز بخوانید، کارت‌های وسط را بردارید، حکم کنید و خواندهٔ خود را بیاورید.</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="43"/>
        <source>Bid with three of your own cards, then take exactly that many tricks.</source>
        <translation>با سه کارت از دستتان پیش‌بینی کنید و بعد درست همان تعداد دست را ببرید.</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="58"/>
        <source>Spades with two jokers as the highest trumps; bid and make your tricks.</source>
        <translation>پیک با دو ژوکر به‌عنوان بالاترین حکم‌ها؛ تعهد کنید و همان تعداد دست را بیاورید.</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="71"/>
        <source>Get rid of your cards on the growing pile; the last one holding cards earns a letter of P-A-N.</source>
        <translation>کارت‌هایتان را روی دستهٔ وسط خالی کنید؛ آخرین کسی که کارت در دست دارد یک حرف از «پن» می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="84"/>
        <source>Match suit or rank with Persian house rules for every special card.</source>
        <translation>کارتِ هم‌خال یا هم‌عدد بیندازید، با قاعده‌های ایرانی برای هر کارت ویژه.</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="96"/>
        <source>Twenty-One against a rotating banker, played for chips only.</source>
        <translation>بیست و یک در برابر بانکداری که دست‌به‌دست می‌شود؛ فقط با ژتون، بی‌هیچ پولی.</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="111"/>
        <source>Play cards face down and claim what they are; call a bluff at your peril.</source>
        <translation>کارت‌ها را به‌پشت بازی کنید و بگویید چه هستند؛ دروغ دیگران را رو کنید، اگر جرئتش را دارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="125"/>
        <source>Pair off your cards and don&apos;t be left holding the joker.</source>
        <translation>کارت‌هایتان را جفت‌جفت کنار بگذارید و مراقب باشید ژوکر در دستتان نماند.</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="136"/>
        <source>Turn a grid of nine cards into the lowest score over nine rounds.</source>
        <translation>در نُه دور، جدول نُه‌کارتی‌تان را به کمترین امتیاز برسانید.</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="147"/>
        <source>A card fortune read from the letters of a name.</source>
        <translation>فال ورقی که از حرف‌های یک نام خوانده می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/games.py" line="155"/>
        <source>A card fortune about the family.</source>
        <translation>فال ورقی دربارهٔ خانواده.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/catalog.py" line="61"/>
        <source>%1 or %2 players</source>
        <translation>%1 یا %2 نفر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/catalog.py" line="57"/>
        <source>one player</source>
        <translation>یک نفر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/catalog.py" line="59"/>
        <source>%1 players</source>
        <translation>%1 نفر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/catalog.py" line="62"/>
        <source>%1 to %2 players</source>
        <translation>%1 تا %2 نفر</translation>
    </message>
</context>
<context>
    <name>Golf</name>
    <message>
        <location filename="../cardtable/ui/games/golf.py" line="174"/>
        <source>Each player has a grid of nine cards, face down. On your turn draw a card and swap it into your grid, or throw it away. Columns of three of a rank score nothing, four of a rank in a square score −25. The lowest total after nine rounds wins.</source>
        <translation>هر بازیکن جدولی از نُه کارتِ به‌پشت دارد. در نوبتتان کارتی بکشید و آن را با کارتی از جدولتان عوض کنید یا دور بیندازید. ستونِ سه کارتِ هم‌ارزش امتیازی ندارد و چهار کارتِ هم‌ارزش در یک مربع روی هم منفی ۲۵ است. کمترین جمع پس از نُه دور برنده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="224"/>
        <source>The stock is used up: the discard pile, all but its top card, is shuffled into a new stock.</source>
        <translation>دستهٔ برداشت تمام شد: کپهٔ دورریز، جز کارت رویی‌اش، بُر می‌خورد و دستهٔ برداشت تازه می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="210"/>
        <source>Round %1 of %2: you deal.</source>
        <translation>دور %1 از %2: شما دست می‌دهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="211"/>
        <source>Round %1 of %2: %3 deals.</source>
        <translation>دور %1 از %2: %3 دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="217"/>
        <source>All your cards are face up! Every other player has one more turn.</source>
        <translation>همهٔ کارت‌هایتان رو شد! هر بازیکن دیگر یک نوبت دیگر دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="219"/>
        <source>%1 has all nine cards face up! Every other player has one more turn.</source>
        <translation>هر نُه کارت %1 رو شد! هر بازیکن دیگر یک نوبت دیگر دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="247"/>
        <source>Your last turn!</source>
        <translation>آخرین نوبت شما!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="247"/>
        <source>Your turn</source>
        <translation>نوبت شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="251"/>
        <source>Keys: 1-9 your cards, S the stock, D the discard pile.</source>
        <translation>کلیدها: ۱ تا ۹ کارت‌های شما، S دستهٔ برداشت، D کپهٔ دورریز.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="261"/>
        <source>First turn: click two of your cards to turn them face up.</source>
        <translation>نوبت اول: روی دو کارت از جدولتان بزنید تا رو شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="262"/>
        <source>Now click a second card to turn face up.</source>
        <translation>حالا روی کارت دوم بزنید تا رو شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="266"/>
        <source>Draw the top card of the stock, or take the discard pile&apos;s top card. Then you place it in your grid.</source>
        <translation>کارت رویی دستهٔ برداشت را بکشید یا کارت رویی کپهٔ دورریز را بردارید. بعد آن را در جدولتان می‌گذارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="295"/>
        <source>Draw from the stock</source>
        <translation>از دستهٔ برداشت بکش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="291"/>
        <source>Take the %1</source>
        <translation>%1 را بردار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="273"/>
        <source>You drew the %1. Click a card of your grid to replace it, or discard the %1.</source>
        <translation>%1 را کشیدید. روی کارتی از جدولتان بزنید تا جایش را بگیرد، یا %1 را دور بیندازید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="299"/>
        <source>Discard it</source>
        <translation>دور بینداز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="275"/>
        <source>You took the %1. Click a card of your grid to replace it.</source>
        <translation>%1 را برداشتید. روی کارتی از جدولتان بزنید تا جایش را بگیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="256"/>
        <source>After this turn your grid is turned up and scored.</source>
        <translation>پس از این نوبت جدولتان رو و شمرده می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="230"/>
        <source>Hint: turn up your cards %1 and %2.</source>
        <translation>راهنمایی: کارت‌های %1 و %2 خود را رو کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="233"/>
        <source>Hint: draw from the stock.</source>
        <translation>راهنمایی: از دستهٔ برداشت بکشید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="234"/>
        <source>Hint: take the discard pile&apos;s card.</source>
        <translation>راهنمایی: کارت کپهٔ دورریز را بردارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="236"/>
        <source>Hint: put it in place of your card %1.</source>
        <translation>راهنمایی: آن را جای کارت %1 خود بگذارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="239"/>
        <source>Hint: discard it.</source>
        <translation>راهنمایی: دورش بیندازید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="306"/>
        <source>Round %1 of %2 scored</source>
        <translation>امتیاز دور %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="310"/>
        <source>See the result</source>
        <translation>نتیجه را ببین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="310"/>
        <source>Next round</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="321"/>
        <source>square of %1: %2</source>
        <translation>چهار %1 در یک مربع: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="323"/>
        <source>column of %1: %2</source>
        <translation>سه %1 در یک ستون: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="327"/>
        <source>other cards: %1</source>
        <translation>کارت‌های دیگر: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="339"/>
        <source>You turned up all your cards first.</source>
        <translation>شما اول همهٔ کارت‌هایتان را رو کردید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="344"/>
        <source>%1 turned up all nine cards first.</source>
        <translation>%1 اول هر نُه کارتش را رو کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="356"/>
        <source>%1 points · total %2</source>
        <translation>%1 امتیاز | جمع %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="348"/>
        <source>Blue: a column of three of a rank (0). Gold: four of a rank in a square (−25 together).</source>
        <translation>آبی: ستونی از سه کارت هم‌ارزش (۰). طلایی: چهار کارت هم‌ارزش در یک مربع (روی هم منفی ۲۵).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="398"/>
        <source>You win the match with the lowest total, %1!</source>
        <translation>با کمترین جمع، %1، بازی را بردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="400"/>
        <source>You share the lowest total, %1!</source>
        <translation>در کمترین جمع، %1، شریک شدید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="405"/>
        <source>%1 wins the match with the lowest total, %2.</source>
        <translation>%1 با کمترین جمع، %2، بازی را برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="419"/>
        <source>Round</source>
        <translation>دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="419"/>
        <source>Went out</source>
        <translation>اول تمام کرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="425"/>
        <source>%1 (%2)</source>
        <comment>round score (running total)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="127"/>
        <source>face up: %1 · total: %2</source>
        <translation>کارت‌های رو: %1 | جمع: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="117"/>
        <location filename="../cardtable/ui/wording/golf.py" line="482"/>
        <source>went out</source>
        <translation>تمام کرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="119"/>
        <location filename="../cardtable/ui/wording/golf.py" line="482"/>
        <source>last turn</source>
        <translation>نوبت آخر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="121"/>
        <location filename="../cardtable/ui/wording/golf.py" line="483"/>
        <source>dealer</source>
        <translation>دست‌دهنده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="128"/>
        <location filename="../cardtable/ui/wording/golf.py" line="355"/>
        <source>%1 · %2</source>
        <comment>name · tag</comment>
        <translation>%1 | %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="141"/>
        <source>Round %1 of %2 · dealer: %3</source>
        <translation>دور %1 از %2 | دست‌دهنده: %3</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="146"/>
        <source>Your total: %1 (lowest wins)</source>
        <translation>جمع شما: %1 (کمترین برنده است)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="150"/>
        <source>Discard pile: %1 (%2 points)</source>
        <translation>کپهٔ دورریز: %1 (%2 امتیاز)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/golf.py" line="155"/>
        <source>Stock: %Ln card(s)</source>
        <translation>
            <numerusform>دستهٔ برداشت: %Ln کارت</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="160"/>
        <location filename="../cardtable/ui/wording/golf.py" line="458"/>
        <source>Round over.</source>
        <translation>دور تمام شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="167"/>
        <source>%1 is playing.</source>
        <translation>نوبت %1 است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="174"/>
        <location filename="../cardtable/ui/wording/golf.py" line="460"/>
        <source>You went out</source>
        <translation>شما تمام کردید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="180"/>
        <source>%1 went out</source>
        <translation>%1 تمام کرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="184"/>
        <source>%1 · one more turn each · %2 to go</source>
        <translation>%1 | هر نفر یک نوبت دیگر | %2 نوبت مانده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="201"/>
        <source>Stock · %1</source>
        <translation>دستهٔ برداشت | %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/golf.py" line="202"/>
        <source>Discard pile</source>
        <translation>کپهٔ دورریز</translation>
    </message>
</context>
<context>
    <name>Hint</name>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="21"/>
        <source>Your partner&apos;s %1 already wins this trick: play low.</source>
        <translation>%1 یارتان همین حالا این دست را می‌برد: کارت پایین بازی کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="23"/>
        <source>No card of yours can win this trick: keep your %1.</source>
        <translation>هیچ کارتی از شما این دست را نمی‌برد: %1 را نگه دارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="25"/>
        <source>You play last: take the trick with the %1, your lowest card that wins it.</source>
        <translation>شما آخر بازی می‌کنید: دست را با %1 بگیرید، پایین‌ترین کارتتان که آن را می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="27"/>
        <source>The %1 is your lowest card that takes the trick now.</source>
        <translation>%1 پایین‌ترین کارت شماست که همین حالا دست را می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="29"/>
        <source>No card still out beats your %1 in its suit: lead it.</source>
        <translation>هیچ کارتِ بازی‌نشده‌ای از این خال %1 شما را نمی‌برد: با آن شروع کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="39"/>
        <source>Your total is %1: drawing wins more often than standing.</source>
        <translation>جمع شما %1 است: کارت گرفتن بیشتر از بس کردن می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="42"/>
        <source>Your total is %1: standing wins more often than drawing.</source>
        <translation>جمع شما %1 است: بس کردن بیشتر از کارت گرفتن می‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="38"/>
        <source>Your total is %1: no card can take you over 21.</source>
        <translation>جمع شما %1 است: هیچ کارتی شما را از ۲۱ بالاتر نمی‌برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="40"/>
        <source>Your total is %1: standing would lose for certain.</source>
        <translation>جمع شما %1 است: بس کردن حتماً می‌بازد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="44"/>
        <source>Your total is %1: the player cannot beat it.</source>
        <translation>جمع شما %1 است: بازیکن نمی‌تواند از آن بالاتر برود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="45"/>
        <source>Your total is %1: drawing and standing are about even here.</source>
        <translation>جمع شما %1 است: این‌جا کارت گرفتن و بس کردن تقریباً برابرند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="47"/>
        <source>You have taken the tricks you bid (%1): play a card that cannot win.</source>
        <translation>دست‌هایی را که پیش‌بینی کرده بودید (%1) گرفته‌اید: کارتی بازی کنید که نبرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="49"/>
        <source>Bid %1 with these three cards: your other cards should take about that many tricks.</source>
        <translation>با این سه کارت %1 پیش‌بینی کنید: باقی کارت‌هایتان باید حدود همین تعداد دست بگیرند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="58"/>
        <source>No card of yours can win this trick: give the least you can.</source>
        <translation>هیچ کارتی از شما این دست را نمی‌برد: کم‌ارزش‌ترین کارت را بدهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="61"/>
        <source>The other side takes this trick whatever you play: give it no points.</source>
        <translation>هر کارتی بازی کنید این دست را طرف مقابل می‌برد: امتیازی به آن ندهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="64"/>
        <source>Trump is %1 and you have no %2: take it with your lowest trump.</source>
        <translation>حکم %1 است و %2 ندارید: دست را با پایین‌ترین حکمتان بگیرید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="67"/>
        <source>Name %1 trump: your longest suit, %2 cards.</source>
        <translation>%1 را حکم کنید: بلندترین خال شما، %2 کارت.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/hint_words.py" line="100"/>
        <source>Bid %1: your %2 should take tricks, and your low spades %Ln more trick(s).</source>
        <translation>
            <numerusform>%1 تعهد کنید: با %2 باید دست ببرید و با پیک‌های کوچکتان %Ln دست دیگر.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/hint_words.py" line="103"/>
        <source>Bid %1: your low spades should take %Ln trick(s), by their number or by ruffing.</source>
        <translation>
            <numerusform>%1 تعهد کنید: با پیک‌های کوچکتان، به خاطر تعدادشان یا با بریدن، باید %Ln دست ببرید.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="107"/>
        <source>Bid %1: what your hand should take, though no single card of it is a likely winner.</source>
        <translation>%1 تعهد کنید: کارت‌هایتان روی‌هم‌رفته همین‌قدر دست می‌گیرند، هرچند هیچ‌کدام به‌تنهایی برنده به نظر نمی‌رسد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="106"/>
        <source>Bid %1: your %2 should take tricks.</source>
        <translation>%1 تعهد کنید: با %2 باید دست ببرید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="73"/>
        <source>Bid %1: your hand should capture about %2 points.</source>
        <translation>%1 بخوانید: کارت‌هایتان باید حدود %2 امتیاز بگیرند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/hint_words.py" line="76"/>
        <source>Pass: your hand should capture about %1 points, less than the %2 a bid needs.</source>
        <translation>پاس بدهید: کارت‌هایتان باید حدود %1 امتیاز بگیرند، کمتر از %2 که برای خواندن لازم است.</translation>
    </message>
</context>
<context>
    <name>Hokm</name>
    <message>
        <location filename="../cardtable/ui/games/hokm.py" line="107"/>
        <source>Hands to win a set:</source>
        <translation>تعداد دور برای بردن یک ست:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/hokm.py" line="109"/>
        <source>Sets to win the match:</source>
        <translation>تعداد ست برای بردن بازی:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/hokm.py" line="111"/>
        <source>Bam (play on for all 13 tricks):</source>
        <translation>بام (ادامهٔ بازی تا هر ۱۳ دست):</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/hokm.py" line="116"/>
        <source>Four players in two teams: you and your partner Shirin, sitting opposite, against Dara and Kaveh.</source>
        <translation>چهار بازیکن در دو تیم: شما و یارتان شیرین که روبه‌رویتان نشسته، در برابر دارا و کاوه.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="40"/>
        <source>%1 &amp; %2</source>
        <comment>team of two players</comment>
        <translation>%1 و %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="49"/>
        <source>You drew the first ace: you are the hakem.</source>
        <translation>اولین آس به شما رسید: شما حاکم هستید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="50"/>
        <source>%1 drew the first ace and is the hakem.</source>
        <translation>اولین آس به %1 رسید؛ %1 حاکم است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="56"/>
        <source>You named trump: %1</source>
        <translation>شما حکم کردید: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="57"/>
        <source>%1 names trump: %2</source>
        <translation>%1 حکم کرد: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="63"/>
        <source>You play on for all thirteen tricks: bam!</source>
        <translation>شما بازی را تا سیزده دست ادامه می‌دهید: بام!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="64"/>
        <source>You stop at seven tricks to none.</source>
        <translation>شما در هفت دست بر هیچ بازی را تمام می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="65"/>
        <location filename="../cardtable/ui/wording/hokm.py" line="232"/>
        <source>%1 plays on for all thirteen tricks: bam!</source>
        <translation>%1 بازی را ادامه می‌دهد تا هر سیزده دست را ببرد: بام!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="66"/>
        <source>%1 stops at seven tricks to none.</source>
        <translation>%1 در هفت دست بر هیچ بازی را تمام می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="105"/>
        <source>See the result</source>
        <translation>نتیجه را ببین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="106"/>
        <source>Next hand</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="129"/>
        <source>Your team wins the hand</source>
        <translation>تیم شما این دور را برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="130"/>
        <source>%1 win the hand</source>
        <translation>%1 این دور را بردند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="132"/>
        <source>Tricks: %1 to %2</source>
        <translation>دست‌ها: %1 بر %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="137"/>
        <source>Bam failed: a trick was lost, so the hand counts one.</source>
        <translation>بام نشد: یک دست از دست رفت، پس این دور فقط یک امتیاز دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="140"/>
        <source>Kot! Seven tricks to none.</source>
        <translation>کُت! هفت دست بر هیچ.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="142"/>
        <source>Hakem kot! Seven to none against the hakem.</source>
        <translation>حاکم‌کُت! هفت بر هیچ در برابر حاکم.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="143"/>
        <source>Hands won: +%1</source>
        <translation>امتیاز این دور: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="146"/>
        <source>%1 win the set!</source>
        <translation>%1 این ست را بردند!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="153"/>
        <source>Bam! All thirteen tricks: your team wins the match.</source>
        <translation>بام! هر سیزده دست: تیم شما بازی را برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="154"/>
        <source>Bam! All thirteen tricks: %1 win the match.</source>
        <translation>بام! هر سیزده دست: %1 بازی را بردند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="160"/>
        <source>This set: %1 %2 · %3 %4</source>
        <translation>این ست: %1 %2 | %3 %4</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="164"/>
        <source>Sets won: %1 %2 · %3 %4</source>
        <translation>ست‌های برده: %1 %2 | %3 %4</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="172"/>
        <source>You and your partner win the match!</source>
        <translation>شما و یارتان بازی را بردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="173"/>
        <source>%1 win the match.</source>
        <translation>%1 بازی را بردند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="191"/>
        <source>Hand</source>
        <translation>دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="191"/>
        <source>Hakem</source>
        <translation>حاکم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="192"/>
        <source>Trump</source>
        <translation>حکم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="192"/>
        <source>Tricks</source>
        <translation>دست‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="193"/>
        <source>Note</source>
        <translation>توضیح</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="180"/>
        <source>Bam</source>
        <translation>بام</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="182"/>
        <source>Bam failed</source>
        <translation>بام نشد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="184"/>
        <source>Kot</source>
        <translation>کُت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="185"/>
        <source>Hakem kot</source>
        <translation>حاکم‌کُت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="200"/>
        <source>%1 to %2</source>
        <translation>%1 بر %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="74"/>
        <location filename="../cardtable/ui/wording/hokm.py" line="213"/>
        <source>%1 · Hakem</source>
        <translation>%1 | حاکم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="82"/>
        <location filename="../cardtable/ui/wording/hokm.py" line="225"/>
        <source>not named yet</source>
        <translation>هنوز تعیین نشده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="83"/>
        <location filename="../cardtable/ui/wording/hokm.py" line="223"/>
        <source>not chosen yet</source>
        <translation>هنوز تعیین نشده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="86"/>
        <location filename="../cardtable/ui/wording/hokm.py" line="222"/>
        <source>Hakem: %1</source>
        <translation>حاکم: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="87"/>
        <location filename="../cardtable/ui/wording/hokm.py" line="224"/>
        <source>Trump: %1</source>
        <translation>حکم: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="88"/>
        <location filename="../cardtable/ui/wording/hokm.py" line="227"/>
        <source>Tricks: %1 %2 · %3 %4</source>
        <translation>دست‌ها: %1 %2 | %3 %4</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="90"/>
        <location filename="../cardtable/ui/wording/hokm.py" line="229"/>
        <source>Hands this set: %1 · %2 (to %3)</source>
        <translation>دورهای این ست: %1 | %2 (تا %3)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/hokm.py" line="95"/>
        <location filename="../cardtable/ui/wording/hokm.py" line="231"/>
        <source>Sets: %1 · %2 (to %3)</source>
        <translation>ست‌ها: %1 | %2 (تا %3)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/hokm.py" line="336"/>
        <source>Name trump</source>
        <translation>حکم کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/hokm.py" line="337"/>
        <source>You are the hakem. Your first five cards:</source>
        <translation>شما حاکم هستید. پنج کارت اول شما:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/hokm.py" line="341"/>
        <source>Seven tricks to none!</source>
        <translation>هفت دست بر هیچ!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/hokm.py" line="342"/>
        <source>Play on for all thirteen tricks (bam)? Take them all and your team wins the match at once; lose one and this hand counts only one.</source>
        <translation>بازی را تا سیزده دست ادامه می‌دهید (بام)؟ اگر همه را ببرید، تیمتان همان‌جا کل بازی را می‌برد؛ اگر یک دست را ببازید، این دور فقط یک امتیاز دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/hokm.py" line="345"/>
        <source>Play on (bam)</source>
        <translation>ادامه بده (بام)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/hokm.py" line="346"/>
        <source>Stop and take the kot</source>
        <translation>تمام کن و کُت را بگیر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/hokm.py" line="347"/>
        <source>Hand over</source>
        <translation>پایان دور</translation>
    </message>
</context>
<context>
    <name>JokerSpades</name>
    <message>
        <location filename="../cardtable/ui/games/joker_spades.py" line="130"/>
        <source>Points to win:</source>
        <translation>بازی تا:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/joker_spades.py" line="136"/>
        <source>Four players in two teams: you and your partner Shirin, sitting opposite, against Dara and Kaveh. Spades are always trump, and the red and black jokers beat every spade. The pack has no two of diamonds and no two of hearts.</source>
        <translation>چهار بازیکن در دو تیم: شما و یارتان شیرین که روبه‌رویتان نشسته، در برابر دارا و کاوه. پیک همیشه حکم است و ژوکر رنگی و ژوکر سیاه از همهٔ پیک‌ها بالاترند. دو خشت و دو دل در این دست ورق نیستند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="50"/>
        <source>%1 &amp; %2</source>
        <comment>team of two players</comment>
        <translation>%1 و %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/joker_spades.py" line="213"/>
        <source>The lot makes you the first dealer.</source>
        <translation>به حکم قرعه، اول شما دست می‌دهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/joker_spades.py" line="214"/>
        <source>The lot makes %1 the first dealer.</source>
        <translation>به حکم قرعه، اول %1 دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/joker_spades.py" line="219"/>
        <source>You bid %1 tricks.</source>
        <translation>شما %1 دست تعهد کردید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/joker_spades.py" line="220"/>
        <source>%1 bids %2 tricks.</source>
        <translation>%1 %2 دست تعهد کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="72"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="308"/>
        <source>The black joker must be played by the tenth trick: it is the only card you may play now.</source>
        <translation>ژوکر سیاه باید تا دست دهم بازی شود: حالا فقط همین کارت را می‌توانید بازی کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="76"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="310"/>
        <source>Your red joker is the black joker&apos;s hostage: it may not be played until the black joker has been played.</source>
        <translation>ژوکر رنگی شما گروگان ژوکر سیاه است: تا ژوکر سیاه بازی نشده، نمی‌توانید آن را بازی کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="82"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="313"/>
        <source>A joker was led: it asks for spades. Follow with a spade (or play a joker).</source>
        <translation>دست با ژوکر شروع شده و ژوکر پیک می‌خواهد: پیک بازی کنید (یا ژوکر).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="109"/>
        <source>%1 %2</source>
        <comment>player and bid</comment>
        <translation>%1 %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="111"/>
        <source>How many tricks will you take? At least two.</source>
        <translation>چند دست می‌برید؟ دست‌کم دو دست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="113"/>
        <source>Bids so far: %1</source>
        <translation>تعهدهای تا اینجا: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="41"/>
        <source> · </source>
        <comment>list separator</comment>
        <translation> | </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="116"/>
        <source>Your team&apos;s contract will be %1 plus your bid.</source>
        <translation>تعهد تیم شما %1 به‌اضافهٔ تعهد خودتان خواهد بود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="174"/>
        <source>See the result</source>
        <translation>نتیجه را ببین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="175"/>
        <source>Next hand</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="181"/>
        <source>%1: %2 tricks for a contract of %3, made: %3 × 10 + %4 over = %5</source>
        <translation>%1: %2 دست با تعهد %3؛ تعهد انجام شد: ۱۰ امتیاز برای هر یک از %3 دستِ تعهد و یک امتیاز برای هر یک از %4 دستِ اضافه، روی‌هم %5</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/joker_spades.py" line="185"/>
        <source>%1: %Ln trick(s) for a contract of %2, failed: minus %2 × 10 = %3</source>
        <translation>
            <numerusform>%1: %Ln دست با تعهد %2؛ تعهد انجام نشد: منفیِ ده برابرِ تعهد، یعنی %3</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="217"/>
        <source>%1 bid %2, %3 bid %4: contract %5</source>
        <translation>%1 %2 و %3 %4 تعهد کردند: تعهد تیم %5</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="204"/>
        <source>Your team is not ahead, so you deal again.</source>
        <translation>تیم شما جلو نیست، پس باز شما دست می‌دهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="205"/>
        <source>%1 are not ahead, so %2 deals again.</source>
        <translation>%1 جلو نیستند، پس باز %2 دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="201"/>
        <source>%1 are ahead, so the deal passes to %2.</source>
        <translation>%1 جلو افتادند، پس نوبت دست دادن به %2 می‌رسد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="233"/>
        <source>Score: %1 &lt;b&gt;%2&lt;/b&gt; · %3 &lt;b&gt;%4&lt;/b&gt; (playing to %5)</source>
        <translation>امتیاز: %1 &lt;b&gt;%2&lt;/b&gt; | %3 &lt;b&gt;%4&lt;/b&gt; (بازی تا %5)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="241"/>
        <source>You and your partner win the match!</source>
        <translation>شما و یارتان بازی را بردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="243"/>
        <source>The match goes to %1.</source>
        <translation>برندهٔ بازی: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="250"/>
        <source>Hand</source>
        <translation>دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="250"/>
        <source>Dealer</source>
        <translation>دست‌دهنده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="252"/>
        <source>%1: tricks / contract</source>
        <translation>%1: دست / تعهد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="254"/>
        <source>%1: score</source>
        <translation>%1: امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="262"/>
        <source>%1 / %2 %3</source>
        <translation>%1 / %2 %3</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="264"/>
        <source>%1 (total %2)</source>
        <translation>این دور %1، جمع %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="127"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="281"/>
        <source>dealer</source>
        <translation>دست‌دهنده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="131"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="282"/>
        <source>bid %1, took %2</source>
        <translation>تعهد %1، برده %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="134"/>
        <source>bid %1</source>
        <translation>تعهد %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="142"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="290"/>
        <source>Hand %1 · dealer: %2</source>
        <translation>دور %1 | دست‌دهنده: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="146"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="292"/>
        <source>Bidding: %1 of 4 have bid (2 to 13 tricks each)</source>
        <translation>تعهد: %1 نفر از ۴ نفر گفته‌اند (هر کس ۲ تا ۱۳ دست)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="152"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="294"/>
        <source>Tricks: %1 %2 of %3 · %4 %5 of %6</source>
        <translation>دست‌ها: %1 %2 از %3 | %4 %5 از %6</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="156"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="296"/>
        <source>Trick %1 of %2 · spades are trump</source>
        <translation>دست %1 از %2 | حکم همیشه پیک است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="89"/>
        <source>Your black joker is due now</source>
        <translation>ژوکر سیاه شما باید همین حالا بازی شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="90"/>
        <source>Your red joker waits for the black one</source>
        <translation>ژوکر رنگی شما منتظر ژوکر سیاه است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="162"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="306"/>
        <source>Score: %1 %2 · %3 %4 (to %5)</source>
        <translation>امتیاز: %1 %2 | %3 %4 (تا %5)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="97"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="298"/>
        <source>Jokers: both played</source>
        <translation>ژوکرها: هر دو بازی شده‌اند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="99"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="299"/>
        <source>Jokers: the black one is out; the red one is free</source>
        <translation>ژوکرها: ژوکر سیاه بازی شده؛ ژوکر رنگی آزاد است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="101"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="301"/>
        <source>Jokers: the black one is due in this trick</source>
        <translation>ژوکرها: ژوکر سیاه باید در همین دست بازی شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="102"/>
        <location filename="../cardtable/ui/wording/joker_spades.py" line="302"/>
        <source>Jokers: the black one is due by trick %1; the red one waits for it</source>
        <translation>ژوکرها: سیاه باید تا دست %1 بیاید؛ رنگی پس از آن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/joker_spades.py" line="315"/>
        <source>Your bid</source>
        <translation>تعهد شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/joker_spades.py" line="320"/>
        <source>Hand over</source>
        <translation>پایان دور</translation>
    </message>
</context>
<context>
    <name>LastTrickDialog</name>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="58"/>
        <source>Last trick</source>
        <translation>دست قبلی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/last_trick.py" line="82"/>
        <source>Taken by %1</source>
        <translation>%1 این دست را برد</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="175"/>
        <source>Choose a game</source>
        <translation>یک بازی انتخاب کنید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="179"/>
        <source>You have an unfinished game of %1. Carry on where you left off?</source>
        <translation>یک بازی %1 نیمه‌تمام دارید. از همان‌جا که ماندید ادامه می‌دهید؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="182"/>
        <source>You have an unfinished game. Carry on where you left off?</source>
        <translation>یک بازی نیمه‌تمام دارید. از همان‌جا که ماندید ادامه می‌دهید؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="184"/>
        <source>Resume</source>
        <translation>ادامه بده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="185"/>
        <source>Discard it</source>
        <translation>پاکش کن</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="242"/>
        <location filename="../cardtable/ui/main_window.py" line="776"/>
        <source>Settings</source>
        <extracomment>The window never shrinks below this (unless the screen is smaller). The first size, when no earlier session left one (at most nine tenths of the screen).</extracomment>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="242"/>
        <source>Your settings could not be read, so the defaults are used.</source>
        <translation>تنظیمات شما خوانده نشد، برای همین تنظیمات پیش‌فرض به کار می‌رود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="458"/>
        <source>Saving</source>
        <translation>ذخیره</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="459"/>
        <source>The game could not be saved: %1</source>
        <translation>بازی ذخیره نشد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="467"/>
        <location filename="../cardtable/ui/main_window.py" line="482"/>
        <source>Saved game</source>
        <translation>بازی ذخیره‌شده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="520"/>
        <source>About Card Table</source>
        <translation>دربارهٔ میز ورق</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="521"/>
        <source>Card Table %1</source>
        <translation>میز ورق %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="524"/>
        <source>Traditional Iranian and European card games against computer players, in English and Persian. No money is involved in any game.</source>
        <translation>بازی‌های ورق سنتی ایرانی و اروپایی در برابر بازیکنان رایانه، به فارسی و انگلیسی. در هیچ بازی‌ای پولی در کار نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="527"/>
        <source>Card Table is free software under the GNU General Public License, version 3 or later.

It is built with:
• Qt 6 and PySide6 (The Qt Company), GNU LGPL 3
• attrs and platformdirs, MIT licence
• Cards “Classic”: SVG-cards by David Bellot, GNU LGPL 2.1
• Cards “Anglo” and “Tango”: AisleRiot&apos;s card themes (gnome-cards-data), GNU GPL 3
• Font: Vazirmatn by Saber Rastikerdar, SIL Open Font License 1.1

The licence texts are in the assets folder beside each work.</source>
        <translation>میز ورق نرم‌افزاری آزاد است با پروانهٔ عمومی همگانی گنو (GPL)، نسخهٔ ۳ یا بالاتر.

ساخته‌شده با:
• Qt 6 و PySide6 (شرکت Qt)، پروانهٔ LGPL 3
• attrs و platformdirs، پروانهٔ MIT
• کارت‌های «کلاسیک»: SVG-cards اثر David Bellot، پروانهٔ LGPL 2.1
• کارت‌های «انگلیسی» و «تانگو»: طرح‌های AisleRiot (gnome-cards-data)، پروانهٔ GPL 3
• قلم: وزیرمتن اثر صابر راستی‌کردار، پروانهٔ SIL Open Font 1.1

متن پروانه‌ها در پوشهٔ assets کنار هر اثر آمده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="547"/>
        <source>No round has been scored yet: each round&apos;s score is written here when it ends.</source>
        <translation>هنوز هیچ دوری تمام نشده است؛ امتیاز هر دور پس از پایانش این‌جا نوشته می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="548"/>
        <source>Score sheet: %1</source>
        <translation>برگهٔ امتیاز: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="560"/>
        <location filename="../cardtable/ui/main_window.py" line="562"/>
        <location filename="../cardtable/ui/main_window.py" line="640"/>
        <source>Statistics</source>
        <translation>آمار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="573"/>
        <location filename="../cardtable/ui/main_window.py" line="576"/>
        <location filename="../cardtable/ui/main_window.py" line="587"/>
        <source>Save record</source>
        <translation>ذخیرهٔ بازی‌نامه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="573"/>
        <source>There is no game on the table.</source>
        <translation>بازی‌ای روی میز نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="577"/>
        <location filename="../cardtable/ui/main_window.py" line="594"/>
        <source>Game records (*.json)</source>
        <translation>بازی‌نامه‌ها (*.json)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="588"/>
        <source>The record could not be saved: %1</source>
        <translation>بازی‌نامه ذخیره نشد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="593"/>
        <location filename="../cardtable/ui/main_window.py" line="607"/>
        <location filename="../cardtable/ui/main_window.py" line="611"/>
        <source>Open record</source>
        <translation>باز کردن بازی‌نامه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="608"/>
        <source>This record cannot be opened.

%1</source>
        <translation>این بازی‌نامه باز نمی‌شود.

%1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="612"/>
        <source>%1 has no table in this version yet.</source>
        <translation>%1 هنوز در این نسخه میز بازی ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="641"/>
        <source>Your statistics could not be saved: %1</source>
        <translation>آمار شما ذخیره نشد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="748"/>
        <source>Leave the game?</source>
        <translation>بازی را رها می‌کنید؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="749"/>
        <source>A game is in progress. Leave it and start another?</source>
        <translation>یک بازی در جریان است. آن را رها می‌کنید و بازی دیگری شروع می‌کنید؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="777"/>
        <source>Your settings could not be saved: %1</source>
        <translation>تنظیمات شما ذخیره نشد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="803"/>
        <source>Card Table</source>
        <translation>میز ورق</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="804"/>
        <source>&amp;Game</source>
        <translation>&amp;بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="805"/>
        <source>&amp;New game…</source>
        <translation>بازی &amp;تازه…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="806"/>
        <source>Game &amp;library</source>
        <translation>&amp;فهرست بازی‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="807"/>
        <source>&amp;Quit</source>
        <translation>&amp;خروج</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="808"/>
        <source>Score &amp;sheet</source>
        <translation>&amp;برگهٔ امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="809"/>
        <source>S&amp;tatistics</source>
        <translation>&amp;آمار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="810"/>
        <source>Save &amp;record…</source>
        <translation>ذخیرهٔ &amp;بازی‌نامه…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="811"/>
        <source>&amp;Open record…</source>
        <translation>باز کردن بازی‌&amp;نامه…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="812"/>
        <source>&amp;Settings</source>
        <translation>&amp;تنظیمات</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="813"/>
        <source>&amp;Settings…</source>
        <translation>&amp;تنظیمات…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="814"/>
        <source>&amp;Language</source>
        <translation>&amp;زبان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="815"/>
        <source>Animation &amp;speed</source>
        <translation>&amp;سرعت حرکت کارت‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="816"/>
        <source>Instant</source>
        <translation>بی‌درنگ</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="816"/>
        <source>Fast</source>
        <translation>تند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="817"/>
        <source>Normal</source>
        <translation>عادی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="817"/>
        <source>Slow</source>
        <translation>آرام</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="820"/>
        <source>&amp;Edit</source>
        <translation>&amp;ویرایش</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="821"/>
        <source>&amp;Undo my last move</source>
        <translation>&amp;برگرداندن آخرین حرکتم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="822"/>
        <source>&amp;Redo</source>
        <translation>&amp;انجام دوباره</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="823"/>
        <source>&amp;Hint</source>
        <translation>&amp;راهنمایی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="824"/>
        <source>&amp;Skip to my turn</source>
        <translation>&amp;تا نوبت من جلو برو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="825"/>
        <source>&amp;Last trick</source>
        <translation>&amp;دست قبلی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="826"/>
        <source>&amp;Finish the round</source>
        <translation>دور را &amp;تمام کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="827"/>
        <source>&amp;Help</source>
        <translation>&amp;راهنما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="828"/>
        <source>Table tools</source>
        <translation>ابزارهای میز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="829"/>
        <source>&amp;Rules of %1</source>
        <translation>&amp;قوانین %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/main_window.py" line="830"/>
        <source>&amp;About Card Table</source>
        <translation>&amp;دربارهٔ میز ورق</translation>
    </message>
</context>
<context>
    <name>MauMau</name>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="161"/>
        <source>Packs:</source>
        <translation>دست ورق:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="162"/>
        <source>Two packs shuffled together</source>
        <translation>دو دست ورق، با هم بُر خورده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="163"/>
        <source>One pack (up to five players)</source>
        <translation>یک دست ورق (تا پنج بازیکن)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="165"/>
        <source>Penalty points that eliminate:</source>
        <translation>امتیاز منفیِ حذف:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="171"/>
        <source>%1 players, seven cards each. Match the top card&apos;s suit or rank; 10, 2, 7, 8, ace and jack have special powers. Say “Last card!” when one card is left. Cards left in hand cost penalty points; reach the limit and you are out.</source>
        <translation>%1 بازیکن، به هر نفر هفت کارت. کارتی هم‌خال یا هم‌ارزشِ کارت رویی بازی کنید؛ ده، دو، هفت، هشت، آس و سرباز کار ویژه‌ای دارند. وقتی یک کارت برایتان ماند بگویید «تک برگ!». کارت‌هایی که در دست می‌مانند امتیاز منفی دارند؛ هر کس به حد برسد، حذف می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="92"/>
        <source>The stock is empty: the discards under the top card are shuffled into a new stock.</source>
        <translation>دستهٔ برداشت تمام شد: کارت‌های زمین به جز کارت رویی بُر می‌خورند و دستهٔ برداشتِ تازه‌ای می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="87"/>
        <source>Round %1: you deal.</source>
        <translation>دور %1: شما دست می‌دهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="88"/>
        <source>Round %1: %2 deals.</source>
        <translation>دور %1: %2 دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="108"/>
        <source>You play a jack and name %1.</source>
        <translation>شما سرباز بازی می‌کنید و خال %1 را تعیین می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="109"/>
        <source>%1 plays a jack and names %2.</source>
        <translation>%1 سرباز بازی می‌کند و خال %2 را تعیین می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="114"/>
        <source>You play a 10: play now goes %1.</source>
        <translation>شما ده بازی می‌کنید: از این پس نوبت %1 می‌چرخد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="115"/>
        <source>%1 plays a 10: play now goes %2.</source>
        <translation>%1 ده بازی می‌کند: از این پس نوبت %2 می‌چرخد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="119"/>
        <source>An ace: you miss your turn.</source>
        <translation>آس: نوبتتان سوخت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="120"/>
        <source>An ace: %1 misses a turn.</source>
        <translation>آس: نوبت %1 سوخت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="124"/>
        <source>A seven: the next player draws %1 or plays a 7.</source>
        <translation>هفت: نفر بعدی %1 کارت برمی‌دارد یا هفت بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="129"/>
        <source>You draw %1 cards for the sevens.</source>
        <translation>شما برای هفت‌ها %1 کارت برمی‌دارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="130"/>
        <source>%1 draws %2 cards for the sevens.</source>
        <translation>%1 برای هفت‌ها %2 کارت برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="135"/>
        <source>An eight: play again, its suit or another 8.</source>
        <translation>هشت، جایزه: دوباره بازی کنید، هم‌خالِ آن یا یک هشت دیگر.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="136"/>
        <source>An eight: %1 plays again.</source>
        <translation>هشت، جایزه: %1 دوباره بازی می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="141"/>
        <source>%1 plays a 2: you draw a card.</source>
        <translation>%1 دو بازی می‌کند: شما یک کارت برمی‌دارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="143"/>
        <source>You play a 2: %1 draws a card.</source>
        <translation>شما دو بازی می‌کنید: %1 یک کارت برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="144"/>
        <source>%1 plays a 2: %2 draws a card.</source>
        <translation>%1 دو بازی می‌کند: %2 یک کارت برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="148"/>
        <source>You pass.</source>
        <translation>شما پاس می‌دهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="149"/>
        <source>%1 passes.</source>
        <translation>%1 پاس می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="153"/>
        <source>You call “Last card!”</source>
        <translation>شما می‌گویید «تک برگ!»</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="154"/>
        <source>%1: “Last card!”</source>
        <translation>%1: «تک برگ!»</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="158"/>
        <source>You did not call “Last card!”: you draw a penalty card.</source>
        <translation>«تک برگ» نگفتید: یک کارت جریمه برمی‌دارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="159"/>
        <source>%1 did not call “Last card!” and draws a penalty card.</source>
        <translation>%1 «تک برگ» نگفت و یک کارت جریمه برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="165"/>
        <source>You go out with a jack: every penalty is doubled!</source>
        <translation>با سرباز تمام کردید: امتیاز منفی همه دو برابر می‌شود!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="166"/>
        <source>%1 goes out with a jack: every penalty is doubled!</source>
        <translation>%1 با سرباز تمام کرد: امتیاز منفی همه دو برابر می‌شود!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="168"/>
        <source>You are out of cards and win the round!</source>
        <translation>کارت‌هایتان تمام شد و این دور را بردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="169"/>
        <source>%1 is out of cards and wins the round.</source>
        <translation>کارت‌های %1 تمام شد و این دور را برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="173"/>
        <source>You reach %1 penalty points and are out of the game.</source>
        <translation>امتیاز منفی شما به %1 رسید و از بازی حذف شدید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="175"/>
        <source>%1 reaches %2 penalty points and is out of the game.</source>
        <translation>امتیاز منفی %1 به %2 رسید و از بازی حذف شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="69"/>
        <source>to the right (counter-clockwise)</source>
        <translation>به راست (پادساعتگرد)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="70"/>
        <source>to the left (clockwise)</source>
        <translation>به چپ (ساعتگرد)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="274"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="454"/>
        <source>One card left!</source>
        <translation>یک کارت مانده!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="275"/>
        <source>Call it before the next player moves, or draw a penalty card.</source>
        <translation>پیش از حرکت نفر بعدی «تک برگ» بگویید، وگرنه یک کارت جریمه برمی‌دارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="322"/>
        <source>Last card!</source>
        <translation>تک برگ!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="280"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="456"/>
        <source>Sevens: draw %1</source>
        <translation>هفت‌ها: %1 کارت برداشتنی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="281"/>
        <source>Play a 7 to pass the draw on, or take the cards.</source>
        <translation>یک هفت بازی کنید تا برداشتن به نفر بعد برسد، یا کارت‌ها را بردارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="283"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="454"/>
        <source>Play again</source>
        <translation>دوباره بازی کنید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="297"/>
        <source>After your 8: a card of %1 or another 8.</source>
        <translation>پس از هشتِ شما: کارتی از خال %1 یا یک هشت دیگر.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="286"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="457"/>
        <source>You drew the %1</source>
        <translation>%1 را برداشتید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="287"/>
        <source>Play it now, or keep it and pass.</source>
        <translation>همین حالا بازی‌اش کنید، یا نگهش دارید و پاس بدهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="288"/>
        <source>It does not fit: keep it and pass.</source>
        <translation>به زمین نمی‌خورد: نگهش دارید و پاس بدهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="292"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="455"/>
        <source>Your turn</source>
        <translation>نوبت شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="301"/>
        <source>Click a card of %1 or a card of the same rank; a jack goes on anything but a 7.</source>
        <translation>روی کارتی از خال %1 یا کارتی هم‌ارزش بزنید؛ سرباز روی هر کارتی جز هفت می‌آید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="293"/>
        <source>Nothing fits: draw a card.</source>
        <translation>هیچ کارتی به زمین نمی‌خورد: یک کارت بردارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="308"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="448"/>
        <source>Take the last card</source>
        <translation>آخرین کارت را بردار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="309"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="450"/>
        <source>Take %1 cards</source>
        <translation>%1 کارت بردار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="311"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="449"/>
        <source>Draw a card and end your turn</source>
        <translation>یک کارت بردار و نوبت را تمام کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="312"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="448"/>
        <source>Draw a card</source>
        <translation>یک کارت بردار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="343"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="316"/>
        <source>Keep it and pass</source>
        <translation>نگهش دار و پاس بده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="344"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="317"/>
        <source>Pass</source>
        <translation>پاس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="321"/>
        <source>Last card! (said with my play)</source>
        <translation>تک برگ! (همراه بازی‌ام)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="458"/>
        <location filename="../cardtable/ui/games/mau_mau.py" line="689"/>
        <source>Your %1: which suit must follow?</source>
        <translation>%1 شما: پس از آن کدام خال بیاید؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="477"/>
        <location filename="../cardtable/ui/games/mau_mau.py" line="692"/>
        <source>Your 2: who draws a card?</source>
        <translation>دوی شما: چه کسی یک کارت بردارد؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="264"/>
        <source>%1 (one card)</source>
        <translation>%1 (تک برگ)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="265"/>
        <source>%1 (%2 cards)</source>
        <translation>%1 (%2 کارت)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="190"/>
        <source>Hint: play the %1 and name %2.</source>
        <translation>راهنمایی: %1 را بازی کنید و خال %2 را تعیین کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="193"/>
        <source>Hint: play the %1 at %2.</source>
        <translation>راهنمایی: %1 را بازی کنید تا %2 کارت بردارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="195"/>
        <source>Hint: play the %1.</source>
        <translation>راهنمایی: %1 را بازی کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="197"/>
        <source>Hint: draw.</source>
        <translation>راهنمایی: کارت بردارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="199"/>
        <source>Hint: pass.</source>
        <translation>راهنمایی: پاس بدهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="201"/>
        <source>Hint: call “Last card!”</source>
        <translation>راهنمایی: بگویید «تک برگ!»</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="330"/>
        <source>See the result</source>
        <translation>نتیجه را ببین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="331"/>
        <source>Next round</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="349"/>
        <source>You go out and win the round!</source>
        <translation>کارت‌هایتان تمام شد و دور را بردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="350"/>
        <source>%1 goes out and wins the round</source>
        <translation>کارت‌های %1 تمام شد و دور را برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="355"/>
        <source>The last card was a jack: every penalty this round counts double.</source>
        <translation>آخرین کارت سرباز بود: امتیاز منفی همه در این دور دو برابر حساب می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="358"/>
        <source>Cards left in hand cost penalty points: 2 to 10 face value, jack 20, queen 3, king 4, ace 11.</source>
        <translation>کارت‌هایی که در دست مانده‌اند امتیاز منفی دارند: دو تا ده به اندازهٔ عددشان، سرباز ۲۰، بی‌بی ۳، شاه ۴ و آس ۱۱.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="363"/>
        <source>You reached the limit of %1 and are out of the game.</source>
        <translation>شما به حد %1 رسیدید و از بازی حذف شدید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="365"/>
        <source>%1 reached the limit of %2 and is out of the game.</source>
        <translation>%1 به حد %2 رسید و از بازی حذف شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="370"/>
        <source>You are the last player left: you win the match!</source>
        <translation>شما آخرین بازیکنِ باقی‌مانده‌اید: بازی را بردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="373"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="408"/>
        <source>%1 wins the match.</source>
        <translation>%1 بازی را برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="78"/>
        <source>%1, %2</source>
        <comment>a list of names</comment>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="381"/>
        <source>Cards left</source>
        <translation>کارت‌های مانده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="382"/>
        <source>This round</source>
        <translation>این دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="383"/>
        <source>Total</source>
        <translation>جمع</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="391"/>
        <source>out</source>
        <translation>تمام کرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="406"/>
        <source>You win the match!</source>
        <translation>شما بازی را بردید!</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/mau_mau.py" line="409"/>
        <source>%1: %Ln penalty point(s)</source>
        <translation>
            <numerusform>%1: %Ln امتیاز منفی</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="429"/>
        <source>%1 (%2)</source>
        <comment>points this game (total)</comment>
        <translation>%1 (جمع %2)</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/mau_mau.py" line="221"/>
        <source>Stock: %Ln card(s)</source>
        <translation>
            <numerusform>دستهٔ برداشت: %Ln کارت</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="415"/>
        <source>Round</source>
        <translation>دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="415"/>
        <source>Winner</source>
        <translation>برنده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="417"/>
        <source>Note</source>
        <translation>توضیح</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="427"/>
        <source>out (%1)</source>
        <translation>تمام کرد (%1)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="433"/>
        <source>doubled (jack)</source>
        <translation>دو برابر (سرباز)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="435"/>
        <source>eliminated: %1</source>
        <translation>حذف: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="438"/>
        <source>%1; %2</source>
        <translation>%1؛ %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="213"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="466"/>
        <source>%1 · eliminated</source>
        <translation>%1 | حذف‌شده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="215"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="467"/>
        <source>%1 · one card!</source>
        <translation>%1 | تک برگ!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="228"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="478"/>
        <source>Dealer: %1</source>
        <translation>دست‌دهنده: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="229"/>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="480"/>
        <source>Play goes %1</source>
        <translation>جهت بازی: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="220"/>
        <source>Stock: 1 card</source>
        <translation>دستهٔ برداشت: ۱ کارت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="244"/>
        <source>Your penalty points: %1 (out at %2)</source>
        <translation>امتیاز منفی شما: %1 (حذف در %2)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="249"/>
        <source>Jack: follow %1</source>
        <translation>سرباز: خال %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="253"/>
        <source>Sevens: +%1 to draw</source>
        <translation>هفت‌ها: %1 کارت برداشتنی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="258"/>
        <source>Eight: you play again</source>
        <translation>هشت: باز نوبت شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/mau_mau.py" line="259"/>
        <source>Eight: %1 plays again</source>
        <translation>هشت: باز نوبت %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="673"/>
        <source>Name a suit</source>
        <translation>خال را تعیین کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="677"/>
        <location filename="../cardtable/ui/games/mau_mau.py" line="679"/>
        <source>Choose another card</source>
        <translation>کارت دیگری انتخاب کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="678"/>
        <source>A 2: choose who draws</source>
        <translation>دو: چه کسی کارت بردارد؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="680"/>
        <source>Round over</source>
        <translation>پایان دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="681"/>
        <source>Draw from the stock (D)</source>
        <translation>از دستهٔ برداشت بردار (D)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="682"/>
        <source>End your turn (P)</source>
        <translation>نوبت را تمام کن (P)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/mau_mau.py" line="683"/>
        <source>Call “Last card!” (L)</source>
        <translation>بگو «تک برگ!» (L)</translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="145"/>
        <source>These options do not go together: %1</source>
        <translation>این گزینه‌ها با هم جور نیستند: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="158"/>
        <source>New game of %1</source>
        <translation>بازی تازهٔ %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="161"/>
        <source>Players:</source>
        <translation>تعداد بازیکن:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="170"/>
        <source>Allowed</source>
        <translation>مجاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="171"/>
        <source>Computer players:</source>
        <translation>بازیکنان رایانه:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="172"/>
        <source>Beginner (random cards)</source>
        <translation>تازه‌کار (کارت‌های تصادفی)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="173"/>
        <source>Easy (sensible play)</source>
        <translation>آسان (بازی معقول)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="174"/>
        <source>Normal (thinks ahead)</source>
        <translation>معمولی (آینده‌نگر)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/new_game.py" line="175"/>
        <source>Hard (thinks longest)</source>
        <translation>سخت (بیشتر فکر می‌کند)</translation>
    </message>
</context>
<context>
    <name>NinetyNine</name>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="69"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="78"/>
        <source>no trump</source>
        <translation>بی‌حکم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="71"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="80"/>
        <source>the four nines</source>
        <translation>چهار نُه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="111"/>
        <source>%1 points</source>
        <translation>%1 امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="207"/>
        <source>Games in the match:</source>
        <translation>تعداد بازی‌های مسابقه:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="208"/>
        <source>As many as players</source>
        <translation>به تعداد بازیکنان</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="210"/>
        <source>A game ends at:</source>
        <translation>هر بازی تا:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="212"/>
        <source>Rules:</source>
        <translation>قوانین:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="213"/>
        <source>Standard</source>
        <translation>استاندارد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="214"/>
        <source>1975: joker and turn-up (three players)</source>
        <translation>۱۹۷۵: با ژوکر و کارت روشده (سه‌نفره)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="216"/>
        <source>The premium bidder names trump:</source>
        <translation>حکم با کسی است که پیش‌بینی ویژه کند:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="218"/>
        <source>The four nines may be named as trump:</source>
        <translation>چهار نُه را می‌توان حکم کرد:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="220"/>
        <source>Bid with the last three cards (no discard):</source>
        <translation>پیش‌بینی با سه کارت آخر (بدون کنار گذاشتن):</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="227"/>
        <source>Two players and a dummy: you against Dara, with a third hand lying face up that each of you plays in turn.</source>
        <translation>دو بازیکن و یک بازیکن فرضی: شما در برابر دارا، با دست سومی که رو روی میز است و هر کدام از شما به نوبت از آن بازی می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="230"/>
        <source>Three players, each for themselves: you, Dara and Shirin. Bid with three of your cards, then take exactly that many tricks.</source>
        <translation>سه بازیکن، هر کس برای خودش: شما، دارا و شیرین. با سه کارتِ دستتان پیش‌بینی کنید و بعد دقیقاً همان تعداد دست را ببرید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="233"/>
        <source>Four players, each for themselves, with the full 52-card pack: ten tricks a round.</source>
        <translation>چهار بازیکن، هر کس برای خودش، با دست ورق کامل ۵۲تایی: هر دور ده دست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="235"/>
        <source>Five players, each for themselves, with a 60-card pack (the 11s and 12s added); no reveals, and a failed declaration costs 50.</source>
        <translation>پنج بازیکن، هر کس برای خودش، با دست ورق ۶۰تایی (با کارت‌های ۱۱ و ۱۲)؛ بازی آشکار در کار نیست و اعلامِ ناموفق ۵۰ امتیاز کم می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="301"/>
        <source>the dummy</source>
        <translation>بازیکن فرضی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="307"/>
        <source>Dummy</source>
        <translation>بازیکن فرضی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="95"/>
        <source>You deal first.</source>
        <translation>اول شما دست می‌دهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="96"/>
        <source>%1 deals first.</source>
        <translation>اول %1 دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="101"/>
        <source>You declare your bid.</source>
        <translation>شما پیش‌بینی‌تان را اعلام می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="102"/>
        <source>%1 declares: the bid cards will be shown.</source>
        <translation>%1 پیش‌بینی‌اش را اعلام می‌کند: کارت‌های پیش‌بینی رو می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="104"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="742"/>
        <source>You reveal: you play with your hand face up.</source>
        <translation>شما بازی آشکار می‌کنید: با دستِ رو بازی می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="105"/>
        <source>%1 reveals and will play with the hand face up.</source>
        <translation>%1 بازی آشکار می‌کند و با دستِ رو بازی خواهد کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="121"/>
        <source>This round is played without trump.</source>
        <translation>این دور بی‌حکم بازی می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="122"/>
        <source>Trump this round: %1</source>
        <translation>حکم این دور: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="124"/>
        <source>You named the trump: %1</source>
        <translation>شما حکم کردید: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="125"/>
        <source>%1 names the trump: %2</source>
        <translation>%1 حکم کرد: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="456"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="741"/>
        <source>Your choice for the dummy: click one of its cards.</source>
        <translation>نوبت انتخاب شماست: روی یکی از کارت‌های بازیکن فرضی بزنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="639"/>
        <source>No card chosen yet: your bid so far is 0.</source>
        <translation>هنوز کارتی انتخاب نشده: پیش‌بینی شما فعلاً ۰ است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="644"/>
        <source>Chosen: %1 · bid so far: %2</source>
        <translation>انتخاب‌شده: %1 | پیش‌بینی تا اینجا: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="647"/>
        <source>Chosen: %1 · your bid: &lt;b&gt;0 or 10&lt;/b&gt; tricks</source>
        <translation>انتخاب‌شده: %1 | پیش‌بینی شما: &lt;b&gt;۰ یا ۱۰&lt;/b&gt; دست</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="566"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="762"/>
        <source>Your bid: %1 tricks.</source>
        <translation>پیش‌بینی شما: %1 دست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="569"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="764"/>
        <source>Your bid will be the three cards you hold at the end of the round.</source>
        <translation>پیش‌بینی شما سه کارتی است که در پایان دور در دستتان می‌ماند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="575"/>
        <source>Your premium bid stands.</source>
        <translation>پیش‌بینی ویژهٔ شما برقرار است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="577"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="771"/>
        <source>Declared so far: %1</source>
        <translation>تا اینجا اعلام کرده‌اند: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="579"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="761"/>
        <source>Make a premium bid?</source>
        <translation>پیش‌بینی ویژه می‌کنید؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="146"/>
        <source>%1 has declared.</source>
        <translation>%1 پیش‌بینی‌اش را اعلام کرده است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="147"/>
        <source>%1 has revealed.</source>
        <translation>%1 بازی آشکار کرده است.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="109"/>
        <source>You announce %Ln trick(s).</source>
        <translation>
            <numerusform>شما اعلام می‌کنید که %Ln دست می‌برید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="110"/>
        <source>%1 announces %Ln trick(s).</source>
        <translation>
            <numerusform>%1 اعلام می‌کند که %Ln دست می‌برد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="113"/>
        <source>You announce %Ln trick(s) and reveal your hand.</source>
        <translation>
            <numerusform>شما اعلام می‌کنید که %Ln دست می‌برید و دستتان را رو می‌کنید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="114"/>
        <source>%1 announces %Ln trick(s) and reveals the hand.</source>
        <translation>
            <numerusform>%1 اعلام می‌کند که %Ln دست می‌برد و کارت‌هایش را رو می‌کند.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="650"/>
        <source>Chosen: %1 · your bid: &lt;b&gt;%Ln&lt;/b&gt; trick(s)</source>
        <translation>
            <numerusform>انتخاب‌شده: %1 | پیش‌بینی شما: &lt;b&gt;%Ln&lt;/b&gt; دست</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="148"/>
        <source>%1 has announced %Ln trick(s).</source>
        <translation>
            <numerusform>%1 اعلام کرده است که %Ln دست می‌برد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="149"/>
        <source>%1 has announced %Ln trick(s) and revealed.</source>
        <translation>
            <numerusform>%1 اعلام کرده است که %Ln دست می‌برد و کارت‌هایش را رو کرده است.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="154"/>
        <source>Outbid them to name the trump yourself.</source>
        <translation>با پیش‌بینی ویژهٔ بالاتر، حکم را خودتان تعیین می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="166"/>
        <source>missed: %1 to you</source>
        <translation>ناموفق: %1 برای شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="169"/>
        <source>missed: %1 to your opponent and to the dummy</source>
        <translation>ناموفق: %1 برای حریفتان و برای بازیکن فرضی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="172"/>
        <source>missed: %1 to each opponent</source>
        <translation>ناموفق: %1 برای هر حریف</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="174"/>
        <source>&lt;b&gt;Declare&lt;/b&gt;: show your bid cards to everyone. Made: %1 to you; %2.</source>
        <translation>&lt;b&gt;اعلام&lt;/b&gt;: کارت‌های پیش‌بینی‌تان را به همه نشان می‌دهید. موفق: %1 برای شما؛ %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="179"/>
        <source>&lt;b&gt;Announce&lt;/b&gt;: say your number now; your last three cards and your tricks must both equal it. Made: %1 to you; %2.</source>
        <translation>&lt;b&gt;اعلام عدد&lt;/b&gt;: عددتان را همین حالا می‌گویید؛ هم سه کارت آخرتان و هم دست‌هایی که می‌برید باید با آن برابر باشد. موفق: %1 برای شما؛ %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="185"/>
        <source>&lt;b&gt;Reveal&lt;/b&gt;: show your bid cards and play with your whole hand face up. Made: %1 to you; %2.</source>
        <translation>&lt;b&gt;بازی آشکار&lt;/b&gt;: کارت‌های پیش‌بینی را نشان می‌دهید و با همهٔ دستتان رو بازی می‌کنید. موفق: %1 برای شما؛ %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="189"/>
        <source>&lt;b&gt;Reveal&lt;/b&gt;: play with all your cards face up; your tricks must equal your last three cards. Made: %1 to you; %2.</source>
        <translation>&lt;b&gt;بازی آشکار&lt;/b&gt;: با همهٔ کارت‌هایتان رو بازی می‌کنید؛ دست‌هایی که می‌برید باید با سه کارت آخرتان برابر باشد. موفق: %1 برای شما؛ %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="194"/>
        <source>&lt;b&gt;Announce and reveal&lt;/b&gt;: both at once. Made: %1 to you; %2.</source>
        <translation>&lt;b&gt;اعلام عدد و بازی آشکار&lt;/b&gt;: هر دو با هم. موفق: %1 برای شما؛ %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="197"/>
        <source>&lt;b&gt;Pass&lt;/b&gt;: keep your bid hidden.</source>
        <translation>&lt;b&gt;پاس&lt;/b&gt;: پیش‌بینی‌تان پنهان می‌ماند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="199"/>
        <source>The player whose premium bid stands names the trump.</source>
        <translation>بازیکنی که پیش‌بینی ویژه‌اش برقرار بماند حکم را تعیین می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="691"/>
        <source>See the result</source>
        <translation>نتیجه را ببین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="692"/>
        <source>Next round</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="220"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="264"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="681"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="782"/>
        <source>0 or 10</source>
        <translation>۰ یا ۱۰</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="227"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="851"/>
        <source>Bid</source>
        <translation>پیش‌بینی کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="229"/>
        <source>Tricks</source>
        <translation>دست‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="229"/>
        <source>Contract</source>
        <translation>قرارداد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="230"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="566"/>
        <source>Premium</source>
        <translation>پیش‌بینی ویژه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="230"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="231"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="598"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="615"/>
        <source>Total</source>
        <translation>جمع</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="232"/>
        <source>Game score</source>
        <translation>امتیاز بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="268"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="783"/>
        <source>made %1</source>
        <translation>موفق %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="269"/>
        <source>missed</source>
        <translation>ناموفق</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="286"/>
        <source>The dummy took exactly its bid: %1 for it.</source>
        <translation>بازیکن فرضی دقیقاً به اندازهٔ پیش‌بینی‌اش دست برد: %1 برای او.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="290"/>
        <source>The dummy makes its contract by taking no more tricks than its bid.</source>
        <translation>قرارداد بازیکن فرضی وقتی موفق است که بیشتر از پیش‌بینی‌اش دست نبرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="296"/>
        <source>The joker in the bid of %1 counts as the turn-up (%2).</source>
        <translation>ژوکرِ پیش‌بینی %1 به‌جای کارت روشده (%2) حساب می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="313"/>
        <source>Round %1 of %2 is over</source>
        <translation>دور %1 از %2 تمام شد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="318"/>
        <source>Game %1, round %2 is over</source>
        <translation>بازی %1، دور %2 تمام شد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="323"/>
        <source>Nobody made their contract.</source>
        <translation>هیچ‌کس قراردادش را انجام نداد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="325"/>
        <source>Only one made the contract: %1.</source>
        <translation>فقط یک نفر قراردادش را انجام داد: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="326"/>
        <source>Two made their contracts: %1 each.</source>
        <translation>دو نفر قراردادشان را انجام دادند: هر کدام %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="327"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="788"/>
        <source>Three made their contracts: %1 each.</source>
        <translation>سه نفر قراردادشان را انجام دادند: هر کدام %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="328"/>
        <source>Four made their contracts: %1 each.</source>
        <translation>چهار نفر قراردادشان را انجام دادند: هر کدام %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="329"/>
        <source>All five made their contracts: %1 each.</source>
        <translation>هر پنج نفر قراردادشان را انجام دادند: هر کدام %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="332"/>
        <source>All four made their contracts: no bonus.</source>
        <translation>هر چهار نفر قراردادشان را انجام دادند: پاداشی در کار نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="351"/>
        <source>%1: made, %2.</source>
        <translation>%1: موفق، %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="353"/>
        <source>%1: missed, %2.</source>
        <translation>%1: ناموفق، %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="355"/>
        <source>%1: missed.</source>
        <translation>%1: ناموفق.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="357"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="787"/>
        <source>%1: missed, %2 to each other player.</source>
        <translation>%1: ناموفق، %2 برای هر یک از بقیه.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="361"/>
        <source>Both declarations failed: %1 to the dummy instead.</source>
        <translation>هر دو اعلام ناموفق بود: به‌جایش %1 برای بازیکن فرضی.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="380"/>
        <source>Game over: the dummy has the most points, so the game is a draw and nobody gets the %1 bonus.</source>
        <translation>پایان بازی: بیشترین امتیاز مال بازیکن فرضی است، پس بازی مساوی است و پاداش %1 به کسی نمی‌رسد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="385"/>
        <source>Game over: you win the game and the %1 bonus!</source>
        <translation>پایان بازی: شما بازی و پاداش %1 را بردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="387"/>
        <source>Game over: %1 wins the game and the %2 bonus.</source>
        <translation>پایان بازی: %1 بازی و پاداش %2 را برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="390"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="792"/>
        <source>Game over: %1 share the top score and each get the %2 bonus.</source>
        <translation>پایان بازی: %1 با هم بیشترین امتیاز را دارند و هر کدام پاداش %2 می‌گیرند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="398"/>
        <source>The next round&apos;s trump comes from its turn-up.</source>
        <translation>حکم دور بعد را کارت روشدهٔ آن تعیین می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="402"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="796"/>
        <source>A new game: nobody has named a trump yet; a premium bidder names it.</source>
        <translation>بازی تازه: هنوز کسی حکم نکرده است؛ حکم با کسی است که پیش‌بینی ویژه کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="404"/>
        <source>Next round: a premium bidder names the trump; if nobody bids, the trump stays: %1.</source>
        <translation>دور بعد: حکم با کسی است که پیش‌بینی ویژه کند؛ اگر کسی پیش‌بینی ویژه نکند، حکم همان می‌ماند: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="409"/>
        <source>A new game starts: its first round has clubs as trump.</source>
        <translation>بازی تازه شروع می‌شود: حکمِ دور اولش خاج است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="411"/>
        <source>A new game starts: its first round is played without trump.</source>
        <translation>بازی تازه شروع می‌شود: دور اولش بی‌حکم است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="416"/>
        <source>All four made their contracts, so the next round is played without trump.</source>
        <translation>هر چهار نفر قراردادشان را انجام دادند، پس دور بعد بی‌حکم است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="418"/>
        <source>Four or more made their contracts, so the next round is played without trump.</source>
        <translation>چهار نفر یا بیشتر قراردادشان را انجام دادند، پس دور بعد بی‌حکم است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="421"/>
        <source>Nobody made the contract, so the next round&apos;s trump is %1.</source>
        <translation>هیچ‌کس قراردادش را انجام نداد، پس حکم دور بعد %1 است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="423"/>
        <source>Only one made the contract, so the next round&apos;s trump is %1.</source>
        <translation>فقط یک نفر قراردادش را انجام داد، پس حکم دور بعد %1 است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="425"/>
        <source>Two made their contracts, so the next round&apos;s trump is %1.</source>
        <translation>دو نفر قراردادشان را انجام دادند، پس حکم دور بعد %1 است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="427"/>
        <source>Three made their contracts, so the next round&apos;s trump is %1.</source>
        <translation>سه نفر قراردادشان را انجام دادند، پس حکم دور بعد %1 است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="435"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="799"/>
        <source>Match totals after %1 of %2 games: %3</source>
        <translation>جمع امتیاز مسابقه پس از %1 بازی از %2: %3</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="721"/>
        <source>The dummy outscored you both: the match is a draw.</source>
        <translation>بازیکن فرضی از هر دوی شما امتیاز بیشتری گرفت: مسابقه مساوی است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="724"/>
        <source>You win the match!</source>
        <translation>شما مسابقه را بردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="726"/>
        <source>You share the win of the match.</source>
        <translation>شما در بردِ مسابقه شریک هستید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="728"/>
        <source>%1 wins the match.</source>
        <translation>%1 مسابقه را برد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="731"/>
        <source>%1 share the win of the match.</source>
        <translation>%1 در بردِ مسابقه شریک‌اند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="735"/>
        <source>Match totals:&lt;br&gt;%1</source>
        <translation>جمع امتیازهای مسابقه:&lt;br&gt;%1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="563"/>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="563"/>
        <source>Round</source>
        <translation>دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="564"/>
        <source>Trump</source>
        <translation>حکم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="580"/>
        <source>%1 (turn-up %2)</source>
        <translation>%1 (کارت روشده %2)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="585"/>
        <source>%1 (bid %2, took %3)</source>
        <translation>%1 (پیش‌بینی %2، بُرده %3)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="597"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="610"/>
        <source>Game %1</source>
        <translation>بازی %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="602"/>
        <source>%1 + %2 bonus</source>
        <translation>%1 + پاداش %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="611"/>
        <source>So far</source>
        <translation>تا اینجا</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="615"/>
        <source>Match</source>
        <translation>مسابقه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="448"/>
        <source>Declaration by %1</source>
        <translation>اعلامِ %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="228"/>
        <source>Bid</source>
        <comment>a column of the round&apos;s summary: the bid made</comment>
        <translation>پیش‌بینی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="449"/>
        <source>Reveal by %1</source>
        <translation>بازی آشکارِ %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="450"/>
        <source>Announcement by %1</source>
        <translation>اعلام عددِ %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="451"/>
        <source>Announcement and reveal by %1</source>
        <translation>اعلام عدد و بازی آشکارِ %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="464"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="678"/>
        <source>%1 (dealer)</source>
        <translation>%1 (دست‌دهنده)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="467"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="679"/>
        <source>%1 · score %2</source>
        <translation>%1 | امتیاز %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="475"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="477"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="682"/>
        <source>bid %1</source>
        <translation>پیش‌بینی %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="479"/>
        <source>choosing a bid</source>
        <translation>در حال پیش‌بینی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="481"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="683"/>
        <source>tricks %1</source>
        <translation>%1 دست</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="487"/>
        <source>declared</source>
        <translation>اعلام کرده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="488"/>
        <source>revealed</source>
        <translation>بازی آشکار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="489"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="689"/>
        <source>announced</source>
        <translation>عدد اعلام کرده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="490"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="690"/>
        <source>announced and revealed</source>
        <translation>اعلام عدد و بازی آشکار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="494"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="685"/>
        <source>you choose its card</source>
        <translation>کارتش را شما انتخاب می‌کنید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="496"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="686"/>
        <source>%1 chooses its card</source>
        <translation>کارتش را %1 انتخاب می‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="626"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="723"/>
        <source>Turn-up: %1</source>
        <translation>کارت روشده: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="628"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="710"/>
        <source>Turn-up: no trump this round</source>
        <translation>کارت روشده: این دور بی‌حکم است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="630"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="711"/>
        <source>Turn-up: trump %1</source>
        <translation>کارت روشده: حکم %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="508"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="701"/>
        <source>Round %1 of %2</source>
        <translation>دور %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="515"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="704"/>
        <source>Game %1 of %2 (to %3) · round %4</source>
        <translation>بازی %1 از %2 (تا %3) | دور %4</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="522"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="713"/>
        <source>Trump: named after the premium bids</source>
        <translation>حکم: پس از پیش‌بینی‌های ویژه تعیین می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="525"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="714"/>
        <source>Trump: none this round</source>
        <translation>حکم: این دور بی‌حکم است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="526"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="715"/>
        <source>Trump: %1</source>
        <translation>حکم: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="534"/>
        <source>The round is over.</source>
        <translation>دور تمام شد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="537"/>
        <source>Choose three cards for your bid.</source>
        <translation>سه کارت برای پیش‌بینی‌تان انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="538"/>
        <source>%1 is choosing bid cards.</source>
        <translation>%1 دارد کارت‌های پیش‌بینی را انتخاب می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="541"/>
        <source>Your turn to make a premium bid or pass.</source>
        <translation>نوبت شماست: پیش‌بینی ویژه یا پاس.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="542"/>
        <source>Premium bids: %1 to decide.</source>
        <translation>پیش‌بینی ویژه: نوبت تصمیم %1 است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="546"/>
        <source>Name the trump.</source>
        <translation>حکم کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="547"/>
        <source>%1 is naming the trump.</source>
        <translation>%1 دارد حکم می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="550"/>
        <source>You choose the dummy&apos;s card.</source>
        <translation>کارت بازیکن فرضی را شما انتخاب می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="551"/>
        <source>%1 chooses the dummy&apos;s card.</source>
        <translation>کارت بازیکن فرضی را %1 انتخاب می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="554"/>
        <source>Your turn to play.</source>
        <translation>نوبت بازی شماست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="555"/>
        <location filename="../cardtable/ui/wording/ninety_nine.py" line="736"/>
        <source>%1 to play.</source>
        <translation>نوبت %1 است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="842"/>
        <source>Your bid</source>
        <translation>پیش‌بینی شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="843"/>
        <source>Choose three cards to lay aside: their suits make your bid, the number of tricks you must take exactly. Click the cards (or use the arrows and Space), then Bid.</source>
        <translation>سه کارت برای کنار گذاشتن انتخاب کنید: خالِ آن‌ها پیش‌بینی شما را می‌سازد، یعنی تعداد دست‌هایی که باید دقیقاً ببرید. روی کارت‌ها بزنید (یا با کلیدهای جهت و فاصله)، بعد «پیش‌بینی کن» را بزنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="848"/>
        <source>Three diamonds bid 0 or 10 tricks.</source>
        <translation>سه خشت یعنی پیش‌بینی ۰ یا ۱۰ دست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="854"/>
        <source>Premium bid</source>
        <translation>پیش‌بینی ویژه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="855"/>
        <source>Number to announce:</source>
        <translation>عدد اعلامی:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="859"/>
        <source>Declare</source>
        <translation>اعلام</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="860"/>
        <source>Reveal</source>
        <translation>بازی آشکار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="861"/>
        <source>Announce</source>
        <translation>اعلام عدد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="862"/>
        <source>Announce and reveal</source>
        <translation>اعلام عدد و بازی آشکار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="863"/>
        <source>Pass</source>
        <translation>پاس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="869"/>
        <source>Name the trump</source>
        <translation>حکم کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="870"/>
        <source>Your premium bid stands: choose the trump for this round.</source>
        <translation>پیش‌بینی ویژهٔ شما برقرار ماند: حکم این دور را انتخاب کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="878"/>
        <source>No trump</source>
        <translation>بی‌حکم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/ninety_nine.py" line="880"/>
        <source>The nines</source>
        <translation>نُه‌ها</translation>
    </message>
</context>
<context>
    <name>OldMaid</name>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="157"/>
        <source>All the cards and one joker are dealt, and everyone lays out their pairs. In turn, draw a card unseen from the next player who still holds cards; a new pair is laid out and you draw again. Whoever is left holding the joker is the Old Maid and loses.</source>
        <translation>همهٔ کارت‌ها همراه یک ژوکر دست داده می‌شود و هر کس جفت‌هایش را کنار می‌گذارد. به نوبت، از دست نفر بعدی که هنوز کارت دارد یک کارت ندیده بکشید؛ اگر جفت تازه‌ای درست شد، آن را کنار می‌گذارید و دوباره می‌کشید. ژوکر در دست هر کس بماند، او پیردختر است و می‌بازد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="304"/>
        <source>You drew the joker!</source>
        <translation>ژوکر را کشیدید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="307"/>
        <source>%1 draws your %2.</source>
        <translation>%1 %2 شما را کشید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="317"/>
        <source>You deal all the cards, one at a time.</source>
        <translation>شما همهٔ کارت‌ها را یکی‌یکی دست می‌دهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="318"/>
        <source>%1 deals all the cards, one at a time.</source>
        <translation>%1 همهٔ کارت‌ها را یکی‌یکی دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="327"/>
        <source>Everyone lays out their pairs face up.</source>
        <translation>همه جفت‌هایشان را رو کنار می‌گذارند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="354"/>
        <source>A pair! You lay it out and draw again.</source>
        <translation>جفت شد! آن را کنار می‌گذارید و دوباره می‌کشید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="355"/>
        <source>A pair! You lay it out.</source>
        <translation>جفت شد! آن را کنار می‌گذارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="356"/>
        <source>%1 makes a pair and draws again.</source>
        <translation>%1 جفت درست کرد و دوباره می‌کشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="357"/>
        <source>%1 makes a pair.</source>
        <translation>%1 جفت درست کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="363"/>
        <source>You have no cards left: you are out, and safe!</source>
        <translation>دیگر کارتی ندارید: بیرون رفتید و در امانید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="365"/>
        <source>%1 has no cards left: out, and safe.</source>
        <translation>%1 دیگر کارتی ندارد: بیرون رفت و در امان است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="373"/>
        <source>You are left holding the joker: you are the Old Maid!</source>
        <translation>ژوکر دست شما ماند؛ این بازی را باختید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="375"/>
        <location filename="../cardtable/ui/wording/old_maid.py" line="129"/>
        <source>%1 is left holding the joker: the Old Maid!</source>
        <translation>ژوکر دست %1 ماند؛ این بازی را باخت!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="518"/>
        <location filename="../cardtable/ui/wording/old_maid.py" line="125"/>
        <source>Draw a card from %1&apos;s hand: click any card.</source>
        <translation>یک کارت از دست %1 بکشید: روی هر کارتی که می‌خواهید بزنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="594"/>
        <location filename="../cardtable/ui/wording/old_maid.py" line="127"/>
        <source>Hint: the draw is blind, so every card is as good as another. Try this one.</source>
        <translation>راهنمایی: کارت ندیده کشیده می‌شود، پس هیچ کارتی بهتر از دیگری نیست. این یکی را امتحان کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="611"/>
        <source>See the result</source>
        <translation>نتیجه را ببین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="612"/>
        <source>Next game</source>
        <translation>بازی بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="18"/>
        <source>You were left holding the joker</source>
        <translation>ژوکر در دست شما ماند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="19"/>
        <source>%1 was left holding the joker</source>
        <translation>ژوکر در دست %1 ماند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="26"/>
        <source>The joker pairs with nothing, so it can only be passed on by being drawn.</source>
        <translation>ژوکر با هیچ کارتی جفت نمی‌شود؛ تنها وقتی از دستتان بیرون می‌رود که کسی آن را بکشد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="29"/>
        <source>You are the Old Maid: you lose this game.</source>
        <translation>این بازی را باختید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="32"/>
        <source>%1 is the Old Maid and loses; you are safe and win.</source>
        <translation>%1 باخت؛ شما در امان ماندید و این بازی را بردید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="49"/>
        <location filename="../cardtable/ui/wording/old_maid.py" line="79"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="49"/>
        <source>Pairs</source>
        <translation>جفت‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="52"/>
        <location filename="../cardtable/ui/wording/old_maid.py" line="81"/>
        <source>Points</source>
        <translation>امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="69"/>
        <source>You were left holding the joker: you lose.</source>
        <translation>ژوکر در دست شما ماند: باختید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="71"/>
        <source>You win! %1 was left holding the joker.</source>
        <translation>بردید! ژوکر در دست %1 ماند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="79"/>
        <source>Cards in hand</source>
        <translation>کارت در دست</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="80"/>
        <source>Pairs laid out</source>
        <translation>جفت‌های کنارگذاشته</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="51"/>
        <location filename="../cardtable/ui/wording/old_maid.py" line="80"/>
        <source>Order out</source>
        <translation>ترتیب بیرون رفتن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="43"/>
        <source>Old Maid</source>
        <translation>ژوکر ماند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="656"/>
        <location filename="../cardtable/ui/wording/old_maid.py" line="117"/>
        <source>%1 · Old Maid</source>
        <translation>%1 | ژوکر ماند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="658"/>
        <source>%1 · out</source>
        <translation>%1 | بیرون</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="669"/>
        <location filename="../cardtable/ui/wording/old_maid.py" line="119"/>
        <source>Dealer: %1</source>
        <translation>دست‌دهنده: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="93"/>
        <source>Your turn: draw from %1</source>
        <translation>نوبت شما: از %1 بکشید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="95"/>
        <source>%1 draws from you</source>
        <translation>%1 از شما می‌کشد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="96"/>
        <source>%1 draws from %2</source>
        <translation>%1 از %2 می‌کشد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="101"/>
        <source>Players still holding cards: %1 of %2</source>
        <translation>بازیکنانی که هنوز کارت دارند: %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/old_maid.py" line="106"/>
        <source>Pairs laid out: %1 of %2</source>
        <translation>جفت‌های کنارگذاشته: %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="691"/>
        <location filename="../cardtable/ui/wording/old_maid.py" line="124"/>
        <source>You are out: safe!</source>
        <translation>بیرون رفتید: در امانید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/old_maid.py" line="717"/>
        <source>Game over</source>
        <translation>پایان بازی</translation>
    </message>
</context>
<context>
    <name>Pan</name>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="140"/>
        <source>Take exactly three cards from the pile:</source>
        <translation>برداشتن دقیقاً سه کارت از دستهٔ وسط:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="142"/>
        <source>Three of a rank may go on a lower card:</source>
        <translation>سه کارت هم‌ارزش روی کارت پایین‌تر هم می‌آید:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="147"/>
        <source>Get rid of your cards on the pile that grows on the nine of hearts: play a card as high as the top card or higher, three or four of a rank, or take cards from the pile. The last player holding cards takes a letter; whoever completes P-A-N loses the match.</source>
        <translation>همهٔ کارت‌هایتان را روی دستهٔ وسط که روی نُه دل بالا می‌رود بازی کنید: کارتی هم‌ارزشِ کارت رویی یا بالاتر، سه یا چهار کارت هم‌ارزش، یا چند کارت از دستهٔ وسط بردارید. آخرین بازیکنی که کارت در دست دارد یک حرف می‌گیرد؛ هر کس P-A-N را کامل کند، بازی را باخته است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="153"/>
        <source>With five players the dealer, dealt last, gets four cards and the others five.</source>
        <translation>در بازی پنج‌نفره، دست‌دهنده که آخر از همه کارت می‌گیرد چهار کارت دارد و بقیه پنج کارت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="286"/>
        <source>A draw: the last player went out in the final turn. No letter this round.</source>
        <translation>مساوی: بازیکن آخر در نوبت آخر همهٔ کارت‌هایش را بازی کرد. در این دور کسی حرف نمی‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="20"/>
        <source>Round %1: you deal.</source>
        <translation>دور %1: شما دست می‌دهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="21"/>
        <source>Round %1: %2 deals.</source>
        <translation>دور %1: %2 دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="26"/>
        <source>You lay the nine of hearts: the pile begins.</source>
        <translation>شما نُه دل را می‌گذارید: دستهٔ وسط شروع می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="27"/>
        <source>%1 lays the nine of hearts: the pile begins.</source>
        <translation>%1 نُه دل را می‌گذارد: دستهٔ وسط شروع می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="33"/>
        <source>You have no cards left: you are out of this round.</source>
        <translation>کارتی برایتان نمانده است: در این دور دیگر بازی نمی‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="34"/>
        <source>%1 has no cards left and is out of this round.</source>
        <translation>%1 کارتی ندارد و در این دور دیگر بازی نمی‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="40"/>
        <source>Final turn! Play all your cards at once, or take the next letter.</source>
        <translation>نوبت آخر! همهٔ کارت‌هایتان را یکجا بازی کنید، وگرنه حرف بعدی را می‌گیرید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="42"/>
        <source>Final turn for %1: all their cards at once, or a letter.</source>
        <translation>نوبت آخرِ %1: همهٔ کارت‌ها یکجا، وگرنه یک حرف.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="49"/>
        <source>You are left holding cards and take the letter %1.</source>
        <translation>کارت در دستتان ماند و حرف %1 را می‌گیرید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="51"/>
        <source>%1 is left holding cards and takes the letter %2.</source>
        <translation>کارت در دست %1 ماند و حرف %2 را می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="352"/>
        <source>Final turn!</source>
        <translation>نوبت آخر!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="354"/>
        <source>You open the round</source>
        <translation>شما دور را شروع می‌کنید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="356"/>
        <source>Your turn</source>
        <translation>نوبت شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="363"/>
        <source>Play this card</source>
        <translation>این کارت را بازی کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="364"/>
        <source>Play these %1 cards</source>
        <translation>این %1 کارت را بازی کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="366"/>
        <source>Play</source>
        <translation>بازی کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="380"/>
        <source>Take the top card</source>
        <translation>کارت رویی را بردار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="381"/>
        <source>Take %1 cards</source>
        <translation>%1 کارت بردار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="56"/>
        <source>Play all your %1 cards in one go and nobody takes a letter; otherwise the letter is yours.</source>
        <translation>اگر هر %1 کارتتان را یکجا بازی کنید، کسی حرف نمی‌گیرد؛ وگرنه حرف به شما می‌رسد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="61"/>
        <source>Lay the nine of hearts, alone or with all your other nines (choose them, then Play).</source>
        <translation>نُه دل را بگذارید، تنها یا با همهٔ نُه‌های دیگرتان (آن‌ها را انتخاب کنید و «بازی» را بزنید).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="66"/>
        <source>No card of yours reaches the top card: take from the pile.</source>
        <translation>هیچ‌کدام از کارت‌هایتان به کارت رویی نمی‌رسد: از دستهٔ وسط بردارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="70"/>
        <source>Click a card to play it. For three or four of a rank, choose them and press Play.</source>
        <translation>برای بازی یک کارت روی آن بزنید. برای سه یا چهار کارت هم‌ارزش، آن‌ها را انتخاب کنید و «بازی کن» را بزنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="450"/>
        <source>Hint: play the %1.</source>
        <translation>راهنمایی: %1 را بازی کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="452"/>
        <source>Hint: play your %1 cards of rank %2 together.</source>
        <translation>راهنمایی: %1 کارتِ %2 را با هم بازی کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="460"/>
        <source>Hint: take %1 cards.</source>
        <translation>راهنمایی: %1 کارت بردارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="185"/>
        <source>See the result</source>
        <translation>نتیجه را ببین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="186"/>
        <source>Next round</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="92"/>
        <source>%1, %2</source>
        <comment>a list of names</comment>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="218"/>
        <source>A draw: nobody takes a letter</source>
        <translation>مساوی: کسی حرف نمی‌گیرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="199"/>
        <source>You played all your cards at once in the final turn.</source>
        <translation>شما در نوبت آخر همهٔ کارت‌هایتان را یکجا بازی کردید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="201"/>
        <source>%1 played all their cards at once in the final turn.</source>
        <translation>%1 در نوبت آخر همهٔ کارت‌هایش را یکجا بازی کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="220"/>
        <source>You take the letter %1</source>
        <translation>شما حرف %1 را می‌گیرید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="221"/>
        <source>%1 takes the letter %2</source>
        <translation>%1 حرف %2 را می‌گیرد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="227"/>
        <source>Out of cards, in order: %1</source>
        <translation>به ترتیبِ تمام کردن کارت‌ها: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="230"/>
        <source>You complete P-A-N and lose the match.</source>
        <translation>شما P-A-N را کامل کردید و بازی را باختید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="232"/>
        <source>%1 completes P-A-N and loses the match.</source>
        <translation>%1 P-A-N را کامل کرد و بازی را باخت.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="100"/>
        <source>In the final turn you had to take from the pile.</source>
        <translation>در نوبت آخر ناچار شدید از دستهٔ وسط بردارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="101"/>
        <source>In the final turn %1 had to take from the pile.</source>
        <translation>%1 در نوبت آخر ناچار شد از دستهٔ وسط بردارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="103"/>
        <source>In the final turn you could not play all your cards at once: %1 left.</source>
        <translation>در نوبت آخر نتوانستید همهٔ کارت‌هایتان را یکجا بازی کنید: %1 کارت ماند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="105"/>
        <source>In the final turn %1 could not play all their cards at once: %2 left.</source>
        <translation>%1 در نوبت آخر نتوانست همهٔ کارت‌هایش را یکجا بازی کند: %2 کارت ماند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="241"/>
        <source>You completed P-A-N: you lose the match.</source>
        <translation>شما P-A-N را کامل کردید: بازی را باختید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="243"/>
        <source>You win! %1 completed P-A-N.</source>
        <translation>شما بردید! %1 P-A-N را کامل کرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="249"/>
        <source>Round</source>
        <translation>دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="249"/>
        <source>Dealer</source>
        <translation>دست‌دهنده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="250"/>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="258"/>
        <source>Draw</source>
        <translation>مساوی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="260"/>
        <source>%1: %2</source>
        <comment>a player and the letter taken</comment>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="133"/>
        <location filename="../cardtable/ui/wording/pan.py" line="286"/>
        <source>%1 · final turn</source>
        <translation>%1 | نوبت آخر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="135"/>
        <location filename="../cardtable/ui/wording/pan.py" line="287"/>
        <source>%1 · %2</source>
        <translation>%1 | %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="161"/>
        <location filename="../cardtable/ui/wording/pan.py" line="289"/>
        <source>Dealer: %1 (dealt last, %2 cards)</source>
        <translation>دست‌دهنده: %1 (آخرین نفر، %2 کارت)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="164"/>
        <location filename="../cardtable/ui/wording/pan.py" line="290"/>
        <source>Dealer: %1</source>
        <translation>دست‌دهنده: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="145"/>
        <location filename="../cardtable/ui/wording/pan.py" line="293"/>
        <source>Top card: %1</source>
        <translation>کارت رویی: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="147"/>
        <location filename="../cardtable/ui/wording/pan.py" line="295"/>
        <source>Cards above the nine of hearts: %1</source>
        <translation>کارت‌های روی نُه دل: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="150"/>
        <location filename="../cardtable/ui/wording/pan.py" line="292"/>
        <source>You hold the nine of hearts and open.</source>
        <translation>نُه دل دست شماست و شما شروع می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="152"/>
        <location filename="../cardtable/ui/wording/pan.py" line="291"/>
        <source>%1 holds the nine of hearts and opens.</source>
        <translation>نُه دل دست %1 است و او شروع می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="166"/>
        <location filename="../cardtable/ui/wording/pan.py" line="297"/>
        <source>Your letters: %1</source>
        <translation>حرف‌های شما: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="171"/>
        <location filename="../cardtable/ui/wording/pan.py" line="298"/>
        <source>Final turn: %1</source>
        <translation>نوبت آخر: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/pan.py" line="177"/>
        <location filename="../cardtable/ui/wording/pan.py" line="299"/>
        <source>FINAL TURN · %1</source>
        <translation>نوبت آخر | %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="551"/>
        <source>Round over</source>
        <translation>پایان دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="552"/>
        <source>Take fewer cards (-)</source>
        <translation>کارت کمتر بردار (-)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="553"/>
        <source>Take more cards (+)</source>
        <translation>کارت بیشتر بردار (+)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="554"/>
        <source>Play the chosen cards (P)</source>
        <translation>بازی کارت‌های انتخاب‌شده (P)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/pan.py" line="555"/>
        <source>Take the raised cards of the pile (T)</source>
        <translation>کارت‌های بالاآمدهٔ دستهٔ وسط را بردار (T)</translation>
    </message>
</context>
<context>
    <name>QAbstractFileIconProvider</name>
    <message>
        <location filename="../cardtable/ui/qt_words.py" line="14"/>
        <source>Folder</source>
        <translation>پوشه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/qt_words.py" line="15"/>
        <source>File Folder</source>
        <translation>پوشه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/qt_words.py" line="16"/>
        <source>File</source>
        <translation>پرونده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/qt_words.py" line="17"/>
        <source>%1 File</source>
        <translation>پروندهٔ %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/qt_words.py" line="18"/>
        <source>Drive</source>
        <translation>دیسک</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/qt_words.py" line="19"/>
        <source>Shortcut</source>
        <translation>میان‌بر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/qt_words.py" line="20"/>
        <source>Alias</source>
        <translation>میان‌بر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/qt_words.py" line="21"/>
        <source>Unknown</source>
        <translation>ناشناخته</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../cardtable/ui/qt_words.py" line="12"/>
        <source>&amp;Look in:</source>
        <translation>&amp;جستجو در:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/qt_words.py" line="13"/>
        <source>Files of &amp;type:</source>
        <translation>&amp;نوع پرونده‌ها:</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <location filename="../cardtable/ui/selftest.py" line="284"/>
        <source>Cancel</source>
        <translation>انصراف</translation>
    </message>
</context>
<context>
    <name>ReplayBar</name>
    <message>
        <location filename="../cardtable/ui/table/panels.py" line="203"/>
        <source>Step %1 of %2</source>
        <translation>گام %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/panels.py" line="210"/>
        <source>To the first deal</source>
        <translation>به نخستین پخش ورق</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/panels.py" line="211"/>
        <source>One step back</source>
        <translation>یک گام به عقب</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/panels.py" line="212"/>
        <source>One step forward</source>
        <translation>یک گام به جلو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/panels.py" line="213"/>
        <source>To the end of the record</source>
        <translation>به پایان بازی‌نامه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/panels.py" line="214"/>
        <source>Play from here</source>
        <translation>از همین‌جا بازی کن</translation>
    </message>
</context>
<context>
    <name>RulesDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/rules.py" line="60"/>
        <source>Rules of %1</source>
        <translation>قوانین %1</translation>
    </message>
</context>
<context>
    <name>Seats</name>
    <message>
        <location filename="../cardtable/ui/words.py" line="81"/>
        <source>You</source>
        <translation>شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="83"/>
        <source>Dara</source>
        <translation>دارا</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="84"/>
        <source>Shirin</source>
        <translation>شیرین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="85"/>
        <source>Kaveh</source>
        <translation>کاوه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="86"/>
        <source>Laleh</source>
        <translation>لاله</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="87"/>
        <source>Babak</source>
        <translation>بابک</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="88"/>
        <source>Nasrin</source>
        <translation>نسرین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="89"/>
        <source>Omid</source>
        <translation>امید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="90"/>
        <source>Parisa</source>
        <translation>پریسا</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="166"/>
        <source>Settings</source>
        <translation>تنظیمات</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="167"/>
        <source>Language:</source>
        <translation>زبان:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="167"/>
        <source>Animation speed:</source>
        <translation>سرعت حرکت کارت‌ها:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="167"/>
        <source>Cards:</source>
        <translation>طرح کارت‌ها:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="168"/>
        <source>Card backs:</source>
        <translation>پشت کارت‌ها:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="168"/>
        <source>Table colour:</source>
        <translation>رنگ میز:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="169"/>
        <source>Computer players:</source>
        <translation>بازیکنان رایانه:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="174"/>
        <source>Instant</source>
        <translation>بی‌درنگ</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="174"/>
        <source>Fast</source>
        <translation>تند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="175"/>
        <source>Normal</source>
        <translation>عادی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="175"/>
        <source>Slow</source>
        <translation>آرام</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="176"/>
        <source>Classic (David Bellot)</source>
        <translation>کلاسیک (داوید بلو)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="176"/>
        <source>Anglo</source>
        <translation>انگلیسی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="177"/>
        <source>Tango</source>
        <translation>تانگو</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="178"/>
        <source>The deck&apos;s own</source>
        <translation>پشتِ خودِ همان طرح</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="178"/>
        <source>Persian red</source>
        <translation>لاکی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="179"/>
        <source>Turquoise</source>
        <translation>فیروزه‌ای</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="179"/>
        <source>Green</source>
        <translation>سبز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="180"/>
        <source>Green baize</source>
        <translation>ماهوت سبز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="180"/>
        <source>Blue</source>
        <translation>آبی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="181"/>
        <source>Wine red</source>
        <translation>زرشکی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="181"/>
        <source>Walnut</source>
        <translation>گردویی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="182"/>
        <source>Charcoal</source>
        <translation>زغالی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="183"/>
        <source>Beginner (random cards)</source>
        <translation>تازه‌کار (کارت‌های تصادفی)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="183"/>
        <source>Easy (sensible play)</source>
        <translation>آسان (بازی معقول)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="186"/>
        <source>Normal (thinks ahead)</source>
        <translation>معمولی (آینده‌نگر)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="187"/>
        <source>Hard (thinks longest)</source>
        <translation>سخت (بیشتر فکر می‌کند)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="193"/>
        <source>Ask before leaving a game in progress</source>
        <translation>پیش از رها کردن بازیِ در جریان بپرس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="194"/>
        <source>Allow taking back moves (undo)</source>
        <translation>اجازهٔ برگرداندن حرکت‌ها</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="195"/>
        <source>Play my last card for me when it is the only one</source>
        <translation>آخرین کارتم را، وقتی تنها کارت مجاز است، خودکار بازی کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="196"/>
        <source>Play sounds</source>
        <translation>پخش صدا</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="197"/>
        <source>Volume:</source>
        <translation>بلندی صدا:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/settings.py" line="198"/>
        <source>Sound volume</source>
        <translation>بلندی صدا</translation>
    </message>
</context>
<context>
    <name>Shelem</name>
    <message>
        <location filename="../cardtable/ui/games/shelem.py" line="188"/>
        <source>Points to win:</source>
        <translation>بازی تا:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/shelem.py" line="195"/>
        <source>Two players: you against Dara. Each of you has a hand of twelve and three packets of four on the table, whose top cards play as your partner&apos;s.</source>
        <translation>دو بازیکن: شما در برابر دارا. هر کدام دوازده کارت در دست دارید و سه دستهٔ چهارکارتی روی میز، که کارت رویی‌شان مثل کارت یار بازی می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/shelem.py" line="199"/>
        <source>Four players in two teams: you and your partner Shirin, sitting opposite, against Dara and Kaveh. Bid for the 165 points, take the kitty and make your contract.</source>
        <translation>چهار بازیکن در دو تیم: شما و یارتان شیرین که روبه‌رویتان نشسته، در برابر دارا و کاوه. بر سر ۱۶۵ امتیاز بخوانید، کارت‌های وسط را بردارید و خواندهٔ خود را بیاورید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="68"/>
        <source>%1 &amp; %2</source>
        <comment>team of two players</comment>
        <translation>%1 و %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="77"/>
        <source>The lot makes you the first dealer.</source>
        <translation>به حکم قرعه، اول شما دست می‌دهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="78"/>
        <source>The lot makes %1 the first dealer.</source>
        <translation>به حکم قرعه، اول %1 دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="83"/>
        <source>You bid %1.</source>
        <translation>شما %1 خواندید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="84"/>
        <source>%1 bids %2.</source>
        <translation>%1 %2 خواند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="89"/>
        <source>You pass.</source>
        <translation>شما پاس دادید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="90"/>
        <source>%1 passes.</source>
        <translation>%1 پاس داد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="95"/>
        <source>You are the hakem with %1: take the kitty and lay away four cards.</source>
        <translation>شما با %1 حاکم شدید: کارت‌های وسط را بردارید و چهار کارت زمین بگذارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="97"/>
        <source>%1 is the hakem with %2 and takes the kitty.</source>
        <translation>%1 با %2 حاکم شد و کارت‌های وسط را برمی‌دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="102"/>
        <source>Everyone passed: the hand is thrown in.</source>
        <translation>همه پاس دادند: این دور بازی نمی‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="107"/>
        <source>Your first card names trump: %1.</source>
        <translation>کارت اول شما حکم را تعیین کرد: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="108"/>
        <source>%1&apos;s first card names trump: %2.</source>
        <translation>کارت اول %1 حکم را تعیین کرد: %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="113"/>
        <source>Now play a face-up card from your packets (of the suit led if you have one there).</source>
        <translation>حالا یکی از کارت‌های روی دسته‌هایتان را بازی کنید (اگر از خال بازی‌شده دارید، همان را).</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="118"/>
        <source>Lead a card of the suit you want as trump: your first card names trump for the whole hand.</source>
        <translation>کارتی از خالی که می‌خواهید حکم باشد بازی کنید: کارت اول شما حکمِ کل این دور را تعیین می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="128"/>
        <source>No bid yet: bid %1 to %2 in fives, or pass. A pass is final.</source>
        <translation>هنوز کسی نخوانده: از %1 تا %2، پنج‌تا پنج‌تا بخوانید یا پاس بدهید. پاس برگشت ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="130"/>
        <source>Highest bid: &lt;b&gt;%1&lt;/b&gt;, by %2. Bid higher or pass: a pass is final.</source>
        <translation>بالاترین خوانده: &lt;b&gt;%1&lt;/b&gt; (%2 خوانده). بالاتر بخوانید یا پاس بدهید: پاس برگشت ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="136"/>
        <source>You took the kitty: %1&lt;br&gt;Choose four cards to lay away: they count for your side as a trick (5 points) plus their own points.</source>
        <translation>کارت‌های وسط را برداشتید: %1&lt;br&gt;چهار کارت برای زمین گذاشتن انتخاب کنید: برای شما یک دست (۵ امتیاز) به‌اضافهٔ امتیاز خودشان حساب می‌شوند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="143"/>
        <source>Chosen: %1 of %2 · points in them: &lt;b&gt;%3&lt;/b&gt;</source>
        <translation>انتخاب‌شده: %1 از %2 | امتیازشان: &lt;b&gt;%3&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/shelem.py" line="468"/>
        <location filename="../cardtable/ui/games/shelem.py" line="613"/>
        <source>Lay these four away</source>
        <translation>این چهار کارت را زمین بگذار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="185"/>
        <source>See the result</source>
        <translation>نتیجه را ببین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="186"/>
        <source>Next hand</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/shelem.py" line="620"/>
        <location filename="../cardtable/ui/wording/shelem.py" line="173"/>
        <source>Hand over</source>
        <translation>پایان دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="175"/>
        <source>Thrown in</source>
        <translation>دور بازی نشد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="176"/>
        <source>Shelem!</source>
        <translation>شلم!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="177"/>
        <source>Contract made</source>
        <translation>تعهد انجام شد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="178"/>
        <source>Yasa!</source>
        <translation>یاسا!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="179"/>
        <source>Contract failed</source>
        <translation>تعهد انجام نشد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="222"/>
        <source>Everyone passed: the hand is not played and no one scores.</source>
        <translation>همه پاس دادند: این دور بازی نمی‌شود و کسی امتیاز نمی‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="229"/>
        <source>Contract: &lt;b&gt;%1&lt;/b&gt;, bid by %2 · trump: %3</source>
        <translation>تعهد: &lt;b&gt;%1&lt;/b&gt; (%2 خوانده) | حکم: %3</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="231"/>
        <source>Points taken: %1 &lt;b&gt;%2&lt;/b&gt; · %3 &lt;b&gt;%4&lt;/b&gt;</source>
        <translation>امتیازهای گرفته‌شده: %1 &lt;b&gt;%2&lt;/b&gt; | %3 &lt;b&gt;%4&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="234"/>
        <source>(5 for each trick and for the four cards laid away, 10 for each ace and ten, 5 for each five)</source>
        <translation>(هر دست و چهار کارتِ زمین‌گذاشته ۵، هر آس و هر ده ۱۰، و هر پنج ۵ امتیاز)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="192"/>
        <source>All twelve tricks to %1: a shelem, worth %2 instead of %3.</source>
        <translation>هر دوازده دست برای %1: شلم، یعنی %2 امتیاز به‌جای %3.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="196"/>
        <source>Contract made, so the points taken count: %1 for %2.</source>
        <translation>تعهد انجام شد، پس امتیازهای گرفته‌شده حساب می‌شود: %1 برای %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="199"/>
        <source>Fewer points than the defenders: yasa, %1 for %2 instead of minus the contract.</source>
        <translation>امتیازی کمتر از تیم مقابلِ حاکم: یاسا، یعنی %1 برای %2 به‌جای منفیِ تعهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="202"/>
        <source>Contract not made: minus the contract, %1 for %2.</source>
        <translation>تعهد انجام نشد: منفیِ تعهد، یعنی %1 برای %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="238"/>
        <source>The defenders keep what they took: %1 for %2.</source>
        <translation>تیم مقابلِ حاکم هرچه گرفته برای خودش است: %1 برای %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="250"/>
        <source>%1 deals the next hand.</source>
        <translation>دور بعد را %1 دست می‌دهد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="249"/>
        <source>You deal the next hand.</source>
        <translation>دور بعد را شما دست می‌دهید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="261"/>
        <source>Score: %1 &lt;b&gt;%2&lt;/b&gt; · %3 &lt;b&gt;%4&lt;/b&gt; (playing to %5)</source>
        <translation>امتیاز: %1 &lt;b&gt;%2&lt;/b&gt; | %3 &lt;b&gt;%4&lt;/b&gt; (بازی تا %5)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="268"/>
        <source>You win the match!</source>
        <translation>شما بازی را بردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="269"/>
        <source>You and your partner win the match!</source>
        <translation>شما و یارتان بازی را بردید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="271"/>
        <source>The match goes to %1.</source>
        <translation>برندهٔ بازی: %1.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="283"/>
        <source>Contract</source>
        <translation>تعهد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="290"/>
        <source>all passed</source>
        <translation>همه پاس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="292"/>
        <source>%1 · %2</source>
        <comment>contract · hakem</comment>
        <translation>%1 | %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="296"/>
        <source>%1 · shelem</source>
        <translation>%1 | شلم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="298"/>
        <source>%1 · yasa</source>
        <translation>%1 | یاسا</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="320"/>
        <source>%1 · hakem %2</source>
        <translation>%1 | حاکم %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="324"/>
        <source>%1 · %2</source>
        <comment>player · last call</comment>
        <translation>%1 | %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="325"/>
        <source>pass</source>
        <translation>پاس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="315"/>
        <location filename="../cardtable/ui/wording/shelem.py" line="458"/>
        <source>%1 · dealer</source>
        <translation>%1 | دست‌دهنده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="385"/>
        <source>Hand %1 · dealer: %2</source>
        <translation>دور %1 | دست‌دهنده: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="390"/>
        <source>Auction: no bid yet (%1 to %2, in fives)</source>
        <translation>خواندن: هنوز کسی نخوانده (از %1 تا %2، پنج‌تا پنج‌تا)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="392"/>
        <source>Auction: highest bid %1, by %2</source>
        <translation>خواندن: بالاترین خوانده %1 (%2 خوانده)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="397"/>
        <source>Hakem: %1 · contract: &lt;b&gt;%2&lt;/b&gt;</source>
        <translation>حاکم: %1 | تعهد: &lt;b&gt;%2&lt;/b&gt;</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="403"/>
        <source>Trump: %1</source>
        <translation>حکم: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="402"/>
        <source>Trump: named by the hakem&apos;s first card</source>
        <translation>حکم: با کارت اول حاکم تعیین می‌شود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="415"/>
        <source>Points taken: %1 %2 · %3 %4</source>
        <translation>امتیاز گرفته‌شده: %1 %2 | %3 %4</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="372"/>
        <location filename="../cardtable/ui/wording/shelem.py" line="470"/>
        <source>Of these, %1 from your laid-away cards</source>
        <translation>از این امتیازها، %1 از کارت‌های زمین‌گذاشتهٔ شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="376"/>
        <location filename="../cardtable/ui/wording/shelem.py" line="472"/>
        <source>Your turn: play a face-up packet card</source>
        <translation>نوبت شما: یکی از کارت‌های روی دسته‌ها را بازی کنید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="378"/>
        <location filename="../cardtable/ui/wording/shelem.py" line="473"/>
        <source>Your first card names trump</source>
        <translation>کارت اول شما حکم را تعیین می‌کند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="413"/>
        <source>%1 + the cards laid away</source>
        <translation>%1 + امتیاز کارت‌های زمین‌گذاشته</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/shelem.py" line="421"/>
        <source>The defenders break it with %Ln point(s)</source>
        <translation>
            <numerusform>با %Ln امتیازِ تیم مقابلِ حاکم، تعهد انجام نمی‌شود</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/shelem.py" line="427"/>
        <source>Score: %1 %2 · %3 %4 (to %5)</source>
        <translation>امتیاز: %1 %2 | %3 %4 (تا %5)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/shelem.py" line="608"/>
        <source>Your bid</source>
        <translation>چند می‌خوانید؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/shelem.py" line="611"/>
        <source>Pass</source>
        <translation>پاس</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/shelem.py" line="612"/>
        <source>Lay away four cards</source>
        <translation>چهار کارت زمین بگذارید</translation>
    </message>
</context>
<context>
    <name>Statistics</name>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="89"/>
        <source>Game</source>
        <translation>بازی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="89"/>
        <source>Variant</source>
        <translation>گونه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="90"/>
        <source>Played</source>
        <translation>بازی‌شده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="90"/>
        <source>Won</source>
        <translation>برده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="91"/>
        <source>Won %</source>
        <translation>درصد برد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="91"/>
        <source>Best score</source>
        <translation>بهترین امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="92"/>
        <source>Average score</source>
        <translation>میانگین امتیاز</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="92"/>
        <source>Streak</source>
        <translation>بردهای پیاپی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="93"/>
        <source>Best streak</source>
        <translation>بیشترین بردهای پیاپی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="117"/>
        <source>%1 players</source>
        <translation>%1 نفره</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="124"/>
        <source>yes</source>
        <translation>بله</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="125"/>
        <source>no</source>
        <translation>خیر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/dialogs/sheets.py" line="129"/>
        <source>, </source>
        <comment>list separator</comment>
        <translation>، </translation>
    </message>
</context>
<context>
    <name>TableScreen</name>
    <message>
        <location filename="../cardtable/ui/table/scene.py" line="156"/>
        <location filename="../cardtable/ui/table/screen.py" line="384"/>
        <source>thinking…</source>
        <translation>دارد فکر می‌کند…</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/screen.py" line="351"/>
        <source>You are out of this round. Finish it at once with “Finish the round” (F).</source>
        <translation>شما از این دور بیرون رفته‌اید. با «دور را تمام کن» (F) آن را یک‌باره تمام کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/screen.py" line="403"/>
        <source>Computer player</source>
        <translation>بازیکن رایانه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/screen.py" line="404"/>
        <source>A computer player could not decide: %1</source>
        <translation>یک بازیکن رایانه نتوانست تصمیم بگیرد: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/table/screen.py" line="427"/>
        <source>Not allowed: %1</source>
        <translation>مجاز نیست: %1</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/pile_count.py" line="101"/>
        <source>%Ln pair(s) laid out</source>
        <translation>
            <numerusform>%Ln جفت کنارگذاشته</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/table/pile_count.py" line="102"/>
        <source>%Ln trick(s) taken</source>
        <translation>
            <numerusform>%Ln دست برده</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>TwentyOne</name>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="197"/>
        <source>Starting chips:</source>
        <translation>ژتون‌های آغاز بازی:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="199"/>
        <source>Bank put up by the banker:</source>
        <translation>بانکی که بانکدار می‌گذارد:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="201"/>
        <source>Smallest stake:</source>
        <translation>کمترین شرط:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="204"/>
        <source>Bank call when the bank grows to (times its start):</source>
        <translation>«بانک خبر» وقتی بانک به این چند برابر برسد:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="208"/>
        <source>Rounds a banker keeps the bank:</source>
        <translation>چند دور بانک نزد یک بانکدار می‌ماند:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="211"/>
        <source>Side bets on other players&apos; duels:</source>
        <translation>شرط کناری روی رویارویی دیگران:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="213"/>
        <source>Times the bank goes round the table:</source>
        <translation>چند بار بانک دور میز بچرخد:</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="219"/>
        <source>Each player in turn duels the banker: take cards to come as close to 21 as you can without going over. The bank passes round the table. Played for chips only: no money is involved.</source>
        <translation>هر بازیکن به نوبت با بانکدار رو در رو می‌شود: آن‌قدر کارت بگیرید که تا جای ممکن به ۲۱ نزدیک شوید، بی‌آنکه از آن بگذرید. بانک دور میز می‌چرخد. بازی فقط با ژتون است و هیچ پولی در کار نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="54"/>
        <source>you</source>
        <comment>the human player, after a verb or preposition</comment>
        <translation>شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="152"/>
        <source>The stock is empty: the discards are shuffled into a new stock.</source>
        <translation>دستهٔ برداشت تمام شد: کپهٔ دورریز بُر می‌خورد و دستهٔ برداشت تازه می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="62"/>
        <source>Round %1: the bank goes to %2.</source>
        <translation>دور %1: بانک به %2 می‌رسد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="68"/>
        <source>The bank comes to you.</source>
        <translation>بانک به شما رسید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="69"/>
        <source>The bank is offered to %1.</source>
        <translation>بانک به %1 پیشنهاد می‌شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="74"/>
        <source>You decline the bank.</source>
        <translation>شما بانک را نمی‌پذیرید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="75"/>
        <source>%1 declines the bank.</source>
        <translation>%1 بانک را نمی‌پذیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="87"/>
        <source>You exchange your face-down card.</source>
        <translation>کارت به‌پشتتان را عوض می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="88"/>
        <source>The banker, %1, exchanges the face-down card.</source>
        <translation>بانکدار، %1، کارت به‌پشتش را عوض می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="95"/>
        <source>You bet the whole bank!</source>
        <translation>شما روی کل بانک شرط می‌بندید!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="98"/>
        <source>%1 bets the whole bank!</source>
        <translation>%1 روی کل بانک شرط می‌بندد!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="104"/>
        <source>You add a side bet of %1 on %2&apos;s duel.</source>
        <translation>شما روی رویارویی %2 شرط کناری %1 ژتونی می‌بندید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="107"/>
        <source>%1 adds a side bet of %2 on your duel.</source>
        <translation>%1 روی رویارویی شما شرط کناری %2 ژتونی می‌بندد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="109"/>
        <source>%1 adds a side bet of %2 on %3&apos;s duel.</source>
        <translation>%1 روی رویارویی %3 شرط کناری %2 ژتونی می‌بندد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="117"/>
        <source>You stand as banker.</source>
        <translation>شما (بانکدار) بس می‌کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="118"/>
        <source>The banker, %1, stands.</source>
        <translation>بانکدار، %1، بس می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="120"/>
        <source>You stand. The banker turns up his card.</source>
        <translation>شما بس می‌کنید. بانکدار کارتش را رو می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="122"/>
        <source>%1 stands. Your card is turned up: hit or stand as banker.</source>
        <translation>%1 بس می‌کند. کارت شما رو شد: به‌عنوان بانکدار کارت بکشید یا بس کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="124"/>
        <source>%1 stands. The banker turns up his card.</source>
        <translation>%1 بس می‌کند. بانکدار کارتش را رو می‌کند.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="129"/>
        <source>Bust! You have %1.</source>
        <translation>سوختید! %1 دارید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="130"/>
        <source>%1 is bust with %2!</source>
        <translation>%1 با %2 سوخت!</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="136"/>
        <source>Bank call! The bank holds %1 chips: at the end of this round you take it back and the bank passes.</source>
        <translation>بانک خبر! بانک %1 ژتون دارد: آخر این دور آن را پس می‌گیرید و بانک به نفر بعد می‌رسد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="139"/>
        <source>Bank call! The bank holds %1 chips: at the end of this round %2 takes it back and the bank passes.</source>
        <translation>بانک خبر! بانک %1 ژتون دارد: آخر این دور %2 آن را پس می‌گیرد و بانک به نفر بعد می‌رسد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="293"/>
        <source>%1 · banker · %2 + bank %3</source>
        <translation>%1 | بانکدار | %2 + بانک %3</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="300"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="640"/>
        <source>Bank
not yet put&#xa0;up</source>
        <translation>بانک هنوز
گذاشته&#xa0;نشده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="918"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="379"/>
        <source>Side bet %1</source>
        <translation>%1 شرط کناری ببند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="904"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="324"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="330"/>
        <source>The bank comes to you</source>
        <translation>بانک به شما رسید</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="328"/>
        <source>Pass the bank on</source>
        <translation>بانک را به نفر بعد بده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="343"/>
        <source>Put up a bank of %1 of your %2 chips and play banker against each player in turn?&lt;br&gt;Your face-down card: %3. Before each duel you may once exchange it for the next card of the stock.</source>
        <translation>از %2 ژتونتان بانکی %1 ژتونی می‌گذارید و به‌عنوان بانکدار به نوبت با هر بازیکن بازی می‌کنید؟&lt;br&gt;کارت به‌پشت شما: %3. پیش از هر رویارویی یک بار می‌توانید آن را با کارت بعدی دستهٔ برداشت عوض کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="910"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="332"/>
        <source>Take the bank</source>
        <translation>بانک را بگیر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="911"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="333"/>
        <source>Take it and exchange my card</source>
        <translation>بگیر و کارتم را عوض کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="912"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="334"/>
        <source>Decline the bank</source>
        <translation>بانک را نگیر</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="335"/>
        <source>Before %1 bets</source>
        <translation>پیش از شرط %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="336"/>
        <source>You are the banker. Your face-down card: %1.&lt;br&gt;Exchange it for the next card of the stock? (Once per duel.)</source>
        <translation>شما بانکدارید. کارت به‌پشت شما: %1.&lt;br&gt;آن را با کارت بعدی دستهٔ برداشت عوض می‌کنید؟ (یک بار در هر رویارویی.)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="339"/>
        <source>Keep my card</source>
        <translation>کارتم را نگه می‌دارم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="339"/>
        <source>Exchange</source>
        <translation>عوض کن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="905"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="355"/>
        <source>A side bet on %1&apos;s duel?</source>
        <translation>شرط کناری روی رویارویی %1؟</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="358"/>
        <source>Your chips win or lose with %1 against the banker. Up to %2 chips.</source>
        <translation>ژتون‌هایتان همراه %1 در برابر بانکدار می‌برند یا می‌بازند. تا %2 ژتون.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="361"/>
        <source>The bank cannot cover a side bet now.</source>
        <translation>بانک اکنون جای شرط کناری ندارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="363"/>
        <source>Your stake</source>
        <translation>شرط شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="369"/>
        <source>Your card: %1. The bank holds %2 chips; you hold %3.&lt;br&gt;Bet from %4 to %5 chips.</source>
        <translation>کارت شما: %1. بانک %2 ژتون دارد و شما %3.&lt;br&gt;از %4 تا %5 ژتون شرط ببندید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="386"/>
        <source>Smallest</source>
        <translation>کمترین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="387"/>
        <source>A quarter</source>
        <translation>یک‌چهارم</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="388"/>
        <source>Half</source>
        <translation>نصف</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="389"/>
        <source>The whole bank</source>
        <translation>کل بانک</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="690"/>
        <source>You hold fewer chips than the bank.</source>
        <translation>ژتون‌هایتان از بانک کمتر است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="902"/>
        <location filename="../cardtable/ui/games/twenty_one.py" line="917"/>
        <source>No side bet</source>
        <translation>شرط کناری نبند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="381"/>
        <source>Bet the whole bank</source>
        <translation>روی کل بانک شرط ببند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="382"/>
        <source>Bet %1</source>
        <translation>%1 شرط ببند</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="397"/>
        <source>Your total: %1</source>
        <translation>جمع شما: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="907"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="408"/>
        <source>Banker against %1</source>
        <translation>بانکدار در برابر %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="403"/>
        <source>%1 has %2 cards (%3 face down); the stake is %4.</source>
        <translation>%1، %2 کارت دارد (%3 کارت به‌پشت)؛ شرط %4 است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="407"/>
        <source>Ties go to the banker.</source>
        <translation>مساوی به سود بانکدار است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="398"/>
        <source>Hit</source>
        <translation>کارت بده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="412"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="415"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="416"/>
        <source>Your duel</source>
        <translation>رویارویی شما</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="421"/>
        <source>Three-card rule: to take another card, first click one of your cards to turn it face up for all.</source>
        <translation>قانون سه کارت: برای گرفتن کارت دیگر، اول روی یکی از کارت‌هایتان بزنید تا برای همه رو شود.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="920"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="417"/>
        <source>Show %1 and hit</source>
        <translation>%1 را رو کن و کارت بده</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="761"/>
        <location filename="../cardtable/ui/games/twenty_one.py" line="903"/>
        <location filename="../cardtable/ui/games/twenty_one.py" line="922"/>
        <source>Stand</source>
        <translation>بس است</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="80"/>
        <source>You put up a bank of %Ln chip(s).</source>
        <translation>
            <numerusform>شما بانکی با %Ln ژتون می‌گذارید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="81"/>
        <source>%1 puts up a bank of %Ln chip(s).</source>
        <translation>
            <numerusform>%1 بانکی با %Ln ژتون می‌گذارد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="96"/>
        <source>You bet %Ln chip(s).</source>
        <translation>
            <numerusform>شما %Ln ژتون شرط می‌بندید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="99"/>
        <source>%1 bets %Ln chip(s).</source>
        <translation>
            <numerusform>%1، %Ln ژتون شرط می‌بندد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="146"/>
        <source>You take the bank of %Ln chip(s) back.</source>
        <translation>
            <numerusform>بانک %Ln ژتونی را پس می‌گیرید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="147"/>
        <source>%1 takes the bank of %Ln chip(s) back.</source>
        <translation>
            <numerusform>%1 بانک %Ln ژتونی را پس می‌گیرد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="162"/>
        <source>You are bust with %1: %Ln chip(s) go into the bank.</source>
        <translation>
            <numerusform>با %1 سوختید: %Ln ژتون به بانک می‌رود.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="164"/>
        <source>%1 is bust with %2: %Ln chip(s) go into the bank.</source>
        <translation>
            <numerusform>%1 با %2 سوخت: %Ln ژتون به بانک می‌رود.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="167"/>
        <source>The banker is bust with %1: you win %Ln chip(s).</source>
        <translation>
            <numerusform>بانکدار با %1 سوخت: %Ln ژتون می‌برید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="169"/>
        <source>The banker is bust with %1: %2 wins %Ln chip(s).</source>
        <translation>
            <numerusform>بانکدار با %1 سوخت: %2، %Ln ژتون می‌برد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="172"/>
        <source>You %1, the banker %2: you win %Ln chip(s).</source>
        <translation>
            <numerusform>شما %1، بانکدار %2: %Ln ژتون می‌برید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="174"/>
        <source>%1 %2, the banker %3: %1 wins %Ln chip(s).</source>
        <translation>
            <numerusform>%1 %2، بانکدار %3: %1، %Ln ژتون می‌برد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="177"/>
        <source>You %1, the banker %2: a tie goes to the banker; you lose %Ln chip(s).</source>
        <translation>
            <numerusform>شما %1، بانکدار %2: مساوی به سود بانکدار است؛ %Ln ژتون می‌بازید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="180"/>
        <source>%1 %2, the banker %3: a tie goes to the banker; %1 loses %Ln chip(s).</source>
        <translation>
            <numerusform>%1 %2، بانکدار %3: مساوی به سود بانکدار است؛ %1، %Ln ژتون می‌بازد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="183"/>
        <source>You %1, the banker %2: you lose %Ln chip(s).</source>
        <translation>
            <numerusform>شما %1، بانکدار %2: %Ln ژتون می‌بازید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="185"/>
        <source>%1 %2, the banker %3: %1 loses %Ln chip(s).</source>
        <translation>
            <numerusform>%1 %2، بانکدار %3: %1، %Ln ژتون می‌بازد.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="325"/>
        <source>You hold %Ln chip(s), fewer than the bank of %1: you must pass the bank on.</source>
        <translation>
            <numerusform>%Ln ژتون دارید که از بانک %1 ژتونی کمتر است: باید بانک را به نفر بعد بدهید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="376"/>
        <source>%Ln chip(s) · the whole bank</source>
        <translation>
            <numerusform>%Ln ژتون | کل بانک</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="377"/>
        <source>%Ln chip(s)</source>
        <translation>
            <numerusform>%Ln ژتون</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="410"/>
        <source>Stake: %Ln chip(s)</source>
        <translation>
            <numerusform>شرط: %Ln ژتون</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/games/twenty_one.py" line="785"/>
        <source>Hint: bet %Ln chip(s).</source>
        <translation>
            <numerusform>راهنمایی: %Ln ژتون شرط ببندید.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="788"/>
        <source>Hint: no side bet.</source>
        <translation>راهنمایی: شرط کناری نبندید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="792"/>
        <source>Hint: turn up the %1 and take a card.</source>
        <translation>راهنمایی: %1 را رو کنید و کارت بگیرید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="796"/>
        <source>Hint: take a card.</source>
        <translation>راهنمایی: کارت بگیرید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="799"/>
        <source>Hint: stand.</source>
        <translation>راهنمایی: بس کنید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="434"/>
        <source>See the result</source>
        <translation>نتیجه را ببین</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="435"/>
        <source>Next round</source>
        <translation>دور بعد</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="429"/>
        <source>Round %1 over</source>
        <translation>پایان دور %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="305"/>
        <source>Stake
%1</source>
        <translation>شرط
%1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="311"/>
        <source>Side bet
%1</source>
        <translation>شرط کناری
%1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="441"/>
        <source>bust</source>
        <translation>سوخت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="443"/>
        <source>the banker is bust</source>
        <translation>بانکدار سوخت</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="445"/>
        <source>higher than the banker</source>
        <translation>بیشتر از بانکدار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="447"/>
        <source>a tie goes to the banker</source>
        <translation>مساوی، به سود بانکدار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="448"/>
        <source>lower than the banker</source>
        <translation>کمتر از بانکدار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="474"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="499"/>
        <source>Player</source>
        <translation>بازیکن</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="474"/>
        <source>Stake</source>
        <translation>شرط</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="475"/>
        <source>Total</source>
        <translation>جمع</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="475"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="598"/>
        <source>Banker</source>
        <translation>بانکدار</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="476"/>
        <source>Result</source>
        <translation>نتیجه</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="477"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="499"/>
        <source>Chips</source>
        <translation>ژتون</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="478"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="500"/>
        <source>This round</source>
        <translation>این دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="486"/>
        <source>held the bank</source>
        <translation>بانکدار بود</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="487"/>
        <source>no duel</source>
        <translation>بدون رویارویی</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="517"/>
        <source>Nobody took the bank this round.</source>
        <translation>در این دور کسی بانک را نگرفت.</translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="521"/>
        <source>Banker: %1 · the bank after the duels: %Ln chip(s)</source>
        <translation>
            <numerusform>بانکدار: %1 | بانک پس از رویارویی‌ها: %Ln ژتون</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="577"/>
        <source>The bank has gone round the table %Ln time(s).</source>
        <translation>
            <numerusform>بانک %Ln بار دور میز چرخید.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="580"/>
        <source>You win with %Ln chip(s)!</source>
        <translation>
            <numerusform>با %Ln ژتون برنده شدید!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="582"/>
        <source>You share the win with %Ln chip(s)!</source>
        <translation>
            <numerusform>با %Ln ژتون در برد شریک شدید!</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../cardtable/ui/wording/twenty_one.py" line="584"/>
        <source>%1 wins with %Ln chip(s).</source>
        <translation>
            <numerusform>%1 با %Ln ژتون برنده شد.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="530"/>
        <source>Next round: the bank goes to %1.</source>
        <translation>دور بعد: بانک به %1 می‌رسد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="275"/>
        <source>Chips only: no money is involved.</source>
        <translation>فقط ژتون: هیچ پولی در کار نیست.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="542"/>
        <source>%1 keeps the bank: round %2 of at most %3.</source>
        <translation>بانک نزد %1 می‌ماند: دور %2 از حداکثر %3.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="545"/>
        <source>The bank is empty: %1&apos;s turn as banker ends.</source>
        <translation>بانک خالی شد: نوبت بانکداری %1 تمام است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="548"/>
        <source>Bank call: the bank reached %1 times its start, so %2 takes back %3 chips.</source>
        <translation>بانک خبر: بانک به %1 برابر آغازش رسید، پس %2، %3 ژتون را پس می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="551"/>
        <source>%1 has held the bank for %2 rounds and takes back %3 chips.</source>
        <translation>%1، %2 دور بانکدار بود و %3 ژتون را پس می‌گیرد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="558"/>
        <source>You keep the bank: round %1 of at most %2.</source>
        <translation>بانک نزد شما می‌ماند: دور %1 از حداکثر %2.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="561"/>
        <source>The bank is empty: your turn as banker ends.</source>
        <translation>بانک خالی شد: نوبت بانکداری شما تمام است.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="563"/>
        <source>Bank call: the bank reached %1 times its start, so you take back %2 chips.</source>
        <translation>بانک خبر: بانک به %1 برابر آغازش رسید، پس %2 ژتون را پس می‌گیرید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="566"/>
        <source>You have held the bank for %1 rounds and take back %2 chips.</source>
        <translation>%1 دور بانکدار بودید و %2 ژتون را پس می‌گیرید.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="575"/>
        <source>Only one player still holds chips.</source>
        <translation>فقط یک بازیکن هنوز ژتون دارد.</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="598"/>
        <source>Round</source>
        <translation>دور</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="604"/>
        <source>%1 (%2)</source>
        <comment>chips held (change)</comment>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="282"/>
        <source>%1 · out of chips</source>
        <translation>%1 | بی‌ژتون</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="286"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="637"/>
        <source>%1 · bank offered · %2</source>
        <translation>%1 | پیشنهاد بانک | %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="287"/>
        <source>%1 · %2</source>
        <comment>name · chips</comment>
        <translation>%1 | %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="221"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="259"/>
        <source>Round %1 · banker: %2</source>
        <translation>دور %1 | بانکدار: %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="223"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="261"/>
        <source>Banker&apos;s round %1 of at most %2</source>
        <translation>دور %1 بانکدار از حداکثر %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="227"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="257"/>
        <source>Round %1 · the bank is offered to %2</source>
        <translation>دور %1 | بانک به %2 پیشنهاد شده است</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="230"/>
        <source>Round %1</source>
        <translation>دور %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="231"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="266"/>
        <source>Bank call at %1 chips</source>
        <translation>بانک خبر در %1 ژتون</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="234"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="254"/>
        <source>stake %1</source>
        <translation>شرط %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="235"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="255"/>
        <source>no stake yet</source>
        <translation>هنوز شرطی نیست</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="236"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="263"/>
        <source>Duel: %1 against the banker · %2</source>
        <translation>رویارویی: %1 در برابر بانکدار | %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="238"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="265"/>
        <source>Your chips: %1</source>
        <translation>ژتون‌های شما: %1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="241"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="268"/>
        <source>The bank&apos;s trip round the table: %1 of %2</source>
        <translation>گردش بانک دور میز: %1 از %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="299"/>
        <location filename="../cardtable/ui/wording/twenty_one.py" line="641"/>
        <source>Bank
%1</source>
        <translation>بانک
%1</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/games/twenty_one.py" line="570"/>
        <source>%1 holds the bank</source>
        <translation>بانک دست %1 است</translation>
    </message>
</context>
<context>
    <name>Words</name>
    <message>
        <location filename="../cardtable/ui/words.py" line="98"/>
        <source> · </source>
        <comment>between the parts of a line</comment>
        <translation> | </translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="105"/>
        <source>%1, %2</source>
        <comment>a list&apos;s items before its last</comment>
        <translation>%1، %2</translation>
    </message>
    <message>
        <location filename="../cardtable/ui/words.py" line="114"/>
        <source>%1 and %2</source>
        <comment>a list&apos;s last item</comment>
        <translation>%1 و %2</translation>
    </message>
</context>
</TS>
