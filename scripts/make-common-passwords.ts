// Writes server/auth/common-passwords.txt: 10,000 of the passwords people pick most, built offline
// from the well-known leaked top lists' head and the patterns that fill their tail.
import { writeFileSync } from 'node:fs';

const SIZE = 10_000;

/** The head of every published top list (in rough order of frequency). */
const TOP = `123456 password 12345678 qwerty 123456789 12345 1234 111111 1234567 dragon 123123
baseball abc123 football monkey letmein 696969 shadow master 666666 qwertyuiop 123321 mustang
1234567890 michael 654321 superman 1qaz2wsx 7777777 121212 000000 qazwsx 123qwe killer trustno1
jordan jennifer zxcvbnm asdfgh hunter buster soccer harley batman andrew tigger sunshine iloveyou
2000 charlie robert thomas hockey ranger daniel starwars klaster 112233 george computer michelle
jessica pepper 1111 zxcvbn 555555 11111111 131313 freedom 777777 pass maggie 159753 aaaaaa ginger
princess joshua cheese amanda summer love ashley 6969 nicole chelsea biteme matthew access yankees
987654321 dallas austin thunder taylor matrix william corvette hello martin heather secret fucker
merlin diamond 1234qwer gfhjkm hammer silver 222222 88888888 anthony justin test bailey q1w2e3r4t5
patrick internet scooter orange 11111 golfer cookie richard samantha bigdog guitar jackson
whatever mickey chicken sparky snoopy maverick phoenix camaro sexy peanut morgan welcome falcon
cowboy ferrari samsung andrea smokey steelers joseph mercedes dakota arsenal eagles melissa boomer
booboo spider nascar monster tigers yellow xxxxxx 123123123 gateway marina diablo bulldog qwer1234
compaq purple hardcore banana junior hannah 123654 porsche lakers iceman money cowboys 987654
london tennis 999999 ncc1701 coffee scooby 0000 miller boston q1w2e3r4 fuckoff brandon yamaha
chester mother forever johnny edward 333333 oliver redsox player nikita knight fender barney
midnight please brandy chicago badboy iwantu slayer rangers charles angel flower bigdaddy rabbit
wizard bigdick jasper enter rachel chris steven winner adidas victoria natasha 1q2w3e4r jasmine
winter prince panties marine ghbdtn fishing cocacola casper james 232323 raiders 888888 marlboro
gandalf asdfasdf crystal 87654321 12344321 sexsex golden blowme bigtits 8675309 panther lauren
angela bitch spanky thx1138 angels madison winston shannon mike toyota blowjob jordan23 canada
sophie apples dick tiger razz 123abc pokemon qazxsw 55555 qwaszx muffin johnson murphy cooper
jonathan liverpoo david danielle 159357 jackie 1990 123456a 789456 turtle horny abcd1234 scorpion
qazwsxedc 101010 butter carlos password1 dennis slipknot qwerty123 booger asdf 1991 black startrek
12341234 cameron newyork rainbow nathan john 1992 rocket viking redskins butthead asdfghjkl 1212
sierra peaches gemini doctor wilson sandra helpme qwertyui victor florida dolphin pookie captain
tucker blue liverpool theman bandit dolphins maddog packers jaguar lovers nicholas united tiffany
maxwell zzzzzz nirvana jeremy suckit stupid porn monica elephant giants jackass hotdog rosebud
success debbie mountain 444444 xxxxxxxx warrior 1q2w3e4r5t q1w2e3 123456q albert metallic lucky
azerty 7777 shithead alex bond007 alexis 1111111 samson 5150 willie scorpio bonnie gators benjamin
voodoo driver dexter 2112 jason calvin freddy 212121 creative 12345a sydney rush2112 1989 asdfghjk
red123 bubba 4815162342 passw0rd trouble gunner happy fucking gordon legend jessie stella qwert
eminem arthur apple nissan bullshit bear america 1qazxsw2 nothing parker 4444 rebecca qweqwe
garfield 01012011 beavis 69696969 jack asdasd december 2222 102030 252525 11223344 magic apollo
skippy 315475 girls kitten golf copper braves shelby godzilla beaver fred tomcat august buddy
airborne 1993 1988 lifehack qqqqqq brooklyn animal platinum phantom online xavier darkness blink182
power fish green 789456123 voyager police travis 12qwaszx heaven snowball lover abcdef 00000 pakistan
007007 walter playboy blazer cricket sniper hooters donkey willow loveme saturn therock redwings
bigboy pumpkin trinity williams tinkerbell nintendo digital destiny topgun runner marvin guinness
chance bubbles testing fire november minecraft asdf1234 lasvegas sergey broncos cartman private
celtic birdie little cassie babygirl donald beatles 1313 dickhead family 12121212 school louise
gabriel eclipse fluffy 147258369 lol123 explorer beer nelson flyers spencer scott lovely gibson
doggie cherry andrey snickers buffalo pantera metallica member carter qwertyu peter alexande
steve bronco paradise goober 5555 samuel montana mexico dreams michigan cock carolina friends
magnum surfer maximus genius cool vampire lacrosse asd123 aaaa christin kimberly speedy sharon
carmen 111222 kristina sammy racing ou812 sabrina horses 0987654321 qwerty1 pimpin baby stalker
enigma 147147 star poohbear boobies 147258 simple bollocks 12345q marcus brian 1987 qweasdzxc drowssap
hahaha caroline barbara dave viper drummer action einstein bitches genesis hello1 scotty friend
forest 010203 hotrod google vanessa spitfire badger maryjane friday alaska 1232323q tester jester
jake champion billy 147852 rock hawaii badass chevy 420420 walker stephen eagle1 bill 1986 october
gregory svetlana pamela 1984 music shorty westside stanley diesel courtney 242424 kevin porno
hitman boobs mark 12345qwert reddog frank qwe123 popcorn patricia aaaaaaaa 1969 teresa mozart
buddha anderson paul melanie abcdefg security lucky1 lizard denise 3333 a12345 123789 ruslan
stargate simpsons scarface eagle 123456789a thumper olivia naruto 1234554321 general cherokee
a123456 vincent usuck123 1982 jimmy cheyenne hentai 963852741 yahoo qwe 1q2w3e 123qweasd
p@ssw0rd pa55word p@ssword pa$$word passwort motdepasse contrasena senha parola wachtwoord
password12 password123 password1234 passw0rd1 admin admin123 administrator root toor letmein1
welcome1 welcome123 changeme changeme123 default guest login qwerty12 qwerty1234 iloveyou1
sunshine1 princess1 football1 monkey1 dragon1 superman1 baseball1 shadow1 master1 abc12345
aa123456 1q2w3e4r5t6y zaq12wsx !qaz2wsx 1qaz@wsx zaq1zaq1 qazwsx123 asdfghjkl1 zxcvbnm1
letmeinnow trustno1! whatever1 loveyou iloveu blessed jesus jesus1 christ godisgood faith
southafrica mzansi springbok springboks bokke capetown johannesburg joburg jozi pretoria tshwane
durban soweto sandton bafana bafanabafana kaizerchiefs amakhosi orlandopirates sundowns
amandla ubuntu braai lekker eish boerewors rooibos protea madiba mandela nelsonmandela
farmer farming cattle livestock veterinary vetportal nguni bonsmara brahman afrikaner boer
doctor1 veterinarian animals horses1 kruger limpopo gauteng kwazulu natal freestate
mpumalanga northwest easterncape westerncape northerncape bloemfontein polokwane mbombela
kimberley eastlondon portelizabeth gqeberha stellenbosch potchefstroom rustenburg`
  .split(/\s+/)
  .filter((word) => word !== '');

/** Words behind most of the rest: names, sports, pets, feelings, places, things. */
const WORDS = `love baby angel honey sweet sugar star lucky happy sunny summer winter spring autumn
flower rose lily daisy tiger lion eagle wolf bear shark dragon monkey kitty puppy doggy horse
football soccer rugby cricket netball tennis hockey golf basket chelsea arsenal liverpool
manchester madrid barcelona pirates chiefs sundowns bulls stormers sharks lions cheetahs
michael john david james robert william thomas daniel matthew joseph andrew christopher peter
paul mark steven kevin brian jason justin ryan jacob ethan noah liam lucas mary jennifer jessica
sarah lisa michelle nicole amanda ashley emily hannah sophia olivia emma chloe grace jade faith
hope thabo sipho themba bongani lungile nomsa thandi zanele palesa lerato naledi kagiso tshepo
mpho neo karabo busisiwe precious blessing gift lucky johan pieter hendrik jannie sannie
marius willem francois anton riaan elna annelie charlene chantelle shaun wayne
jesus christ lord god heaven church bible grace mercy amen hallelujah
music guitar piano dance party cool smile laugh dream magic power money cash gold silver
diamond crystal pearl ruby queen king prince princess lady boss chief hero legend master
ninja pirate spider batman superman hulk thor ironman hunter killer sniper soldier
computer internet google facebook twitter instagram whatsapp yahoo hotmail gmail samsung apple
iphone nokia sony toyota nissan honda bmw audi mercedes porsche ferrari ford chevy
orange banana cherry apple mango peach lemon coffee chocolate cookie candy pizza burger
black white red blue green yellow purple pink silver orange brown
mother father sister brother family friend friends lover darling sweetheart
secret private hidden welcome hello goodbye freedom liberty justice
africa soweto durban capetown joburg pretoria limpopo natal mzansi ubuntu amandla
farm farmer cattle cow cows bull bulls sheep goat goats chicken vet doctor nurse`
  .split(/\s+/)
  .filter((word) => word !== '');

const SUFFIXES = [
  '1',
  '123',
  '12',
  '1234',
  '12345',
  '!',
  '01',
  '2',
  '7',
  '69',
  '007',
  '11',
  '13',
  '21',
  '22',
  '23',
  '99',
  '88',
  '77',
  '10',
  '00',
  '1!',
  '123!',
  '@123',
  '#1',
  '2024',
  '2025',
  '2026',
  '2023',
  '2022',
  '2021',
  '2020',
  '2019',
  '2018',
  '2010',
  '2000',
  '1990',
  '1995',
  '1999',
  '321',
  '111',
  '4ever',
  'forever',
  'love',
  'me',
  'you',
  'boy',
  'girl',
  'man',
];

function* candidates(): Generator<string> {
  yield* TOP;
  // Digits: runs, repeats, dates and years people use.
  for (let length = 4; length <= 12; length += 1) {
    yield '1234567890'.slice(0, length);
    yield '0987654321'.slice(0, length);
    for (const digit of '0123456789') yield digit.repeat(length);
  }
  for (const word of WORDS) {
    yield word;
    for (const suffix of SUFFIXES) yield `${word}${suffix}`;
  }
  for (let year = 1950; year <= 2030; year += 1) {
    yield `password${year}`;
    yield `${year}${year}`;
  }
  for (let day = 1; day <= 31; day += 1) {
    for (let month = 1; month <= 12; month += 1) {
      const dd = String(day).padStart(2, '0');
      const mm = String(month).padStart(2, '0');
      for (const year of ['1985', '1990', '1995', '2000']) yield `${dd}${mm}${year}`;
    }
  }
}

const list: string[] = [];
const seen = new Set<string>();
for (const candidate of candidates()) {
  const entry = candidate.toLowerCase();
  if (seen.has(entry)) continue;
  seen.add(entry);
  list.push(entry);
  if (list.length === SIZE) break;
}
if (list.length < SIZE) throw new Error(`Only ${list.length} entries: add words or patterns.`);
writeFileSync(
  new URL('../server/auth/common-passwords.txt', import.meta.url),
  `${list.join('\n')}\n`,
);
console.log(`Wrote ${list.length} passwords.`);
