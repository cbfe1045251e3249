import { describe, expect, it } from 'vitest';
import type { FlyerExtraction } from '@shared/flyer';
import { parseFlyer, type FlyerLine } from './flyer-parser';

const KNOWN_ARENAS = [
  'Cowtown Coliseum', 'Trinity River Expo Arena', 'Lazy Z Event Arena', 'Cross Timbers Horse Park', 'Bosque River Arena',
  'Red Earth Coliseum', 'Brazos Valley Expo Arena', 'Salt City Expo Arena', 'Panhandle Classic Arena',
  'Peach Country Arena', 'Will Rogers Memorial Center', 'Central Texas Equine Pavilion', 'Expo Center',
];
const TODAY = new Date(2026, 0, 15);

const parse = (text: string | FlyerLine[]) => parseFlyer({ text, knownArenaNames: KNOWN_ARENAS, today: TODAY });
const lines = (...text: string[]) => text.join('\n');

interface FlyerCase {
  name: string;
  text: string | FlyerLine[];
  /** The logistics are checked in their own cases below; these flyers' are printed by the test when they differ. */
  expected: Omit<FlyerExtraction, 'entriesCloseAt' | 'lateFee' | 'divisions' | 'addedMoney'>;
}

const FLYERS: FlyerCase[] = [
  {
    name: 'a classic flyer: title, long date, exhibition and race times, divisions, known arena with address',
    text: lines(
      'SPRING FLING BARREL RACE',
      'Saturday, March 14th 2026',
      'Exhibitions 8:00 / Race 10:00 AM',
      '1D/4D/5D',
      '$500 Added to the Open',
      'Entry Fee $35 | Office Charge $10',
      'Cowtown Coliseum',
      '121 E Exchange Ave, Fort Worth, TX 76164',
      'Call Jane (817) 555-1234',
    ),
    expected: {
      eventName: 'Spring Fling Barrel Race',
      date: '2026-03-14',
      time: '10:00 AM',
      patternSize: null,
      arenaName: 'Cowtown Coliseum',
      description: lines(
        'Exhibitions 8:00 / Race 10:00 AM', '1D/4D/5D', '$500 Added to the Open', 'Entry Fee $35 | Office Charge $10',
        'Call Jane (817) 555-1234',
      ),
    },
  },
  {
    name: "OCR noise: '|' for l, an O for a zero, specks, a producer line and a title over three lines",
    text: lines(
      '~ .',
      'Doub|e D Productions presents',
      '3rd Annual',
      'COWGIRL CLASSIC',
      'Barrel Race',
      'Sat Mar 14 * Race starts 1O AM',
      'Lazy Z Event Arena — Guthrie, OK',
      'Open 4D $1,000 Added | Youth 3D | Pee Wee',
      'Small/Standard pattern',
      'Entries $40 + $5 office | Negative Coggins required',
      'Text Kim 405-555-0199',
    ),
    expected: {
      eventName: '3rd Annual Cowgirl Classic Barrel Race',
      date: '2026-03-14',
      time: '10:00 AM',
      patternSize: 'small',
      arenaName: 'Lazy Z Event Arena',
      description: lines(
        'Open 4D $1,000 Added | Youth 3D | Pee Wee', 'Small/Standard pattern',
        'Entries $40 + $5 office | Negative Coggins required', 'Text Kim 405-555-0199',
      ),
    },
  },
  {
    name: 'a numeric date with a two-digit year, an evening race and a standard pattern',
    text: lines(
      'FRIDAY NIGHT LIGHTS 4D',
      '3/13/26',
      'Exhibitions 5:00-6:30 PM',
      'Race 7PM',
      'Standard Pattern',
      'Trinity River Expo Arena',
      'Fort Worth, TX',
      '$250 Added Open | Youth Sidepot $20',
      'Info: Tanya 817.555.4410',
    ),
    expected: {
      eventName: 'Friday Night Lights 4D',
      date: '2026-03-13',
      time: '7:00 PM',
      patternSize: 'medium',
      arenaName: 'Trinity River Expo Arena',
      description: lines('Exhibitions 5:00-6:30 PM', '$250 Added Open | Youth Sidepot $20', 'Info: Tanya 817.555.4410'),
    },
  },
  {
    name: 'a dashed date, a misspelt arena name on an address line and a schedule line of four times',
    text: lines(
      'NBHA TX06 Approved',
      'CROSS TIMBERS SHOWDOWN',
      '03-14-2026',
      'Books open 8:00 am Exh. 8:30-9:30 Race 10:00',
      'Large Pattern',
      'Cross Timbrs Horse Park, 2100 W Frey St, Stephenville TX',
      '1D/4D/5D — $1,500 Added',
      'Youth 3D $25 | Adult Sidepot',
    ),
    expected: {
      eventName: 'Cross Timbers Showdown',
      date: '2026-03-14',
      time: '10:00 AM',
      patternSize: 'large',
      arenaName: 'Cross Timbers Horse Park',
      description: lines(
        'NBHA TX06 Approved', 'Books open 8:00 am Exh. 8:30-9:30 Race 10:00', '1D/4D/5D - $1,500 Added',
        'Youth 3D $25 | Adult Sidepot',
      ),
    },
  },
  {
    name: 'day-first date, a noon race and the arena as the presenter',
    text: lines(
      'BOSQUE RIVER ARENA',
      'Presents',
      'Shamrock Shootout',
      'Saturday 14 March 2026',
      'Race at 12 noon - Exhibitions 9 am to 11 am',
      'Open 4D, 70/30 split',
      '$30 entry, $5 office fee',
      'Stephenville, TX',
    ),
    expected: {
      eventName: 'Shamrock Shootout',
      date: '2026-03-14',
      time: '12:00 PM',
      patternSize: null,
      arenaName: 'Bosque River Arena',
      description: lines('Race at 12 noon - Exhibitions 9 am to 11 am', 'Open 4D, 70/30 split', '$30 entry, $5 office fee'),
    },
  },
  {
    name: "an all-caps flyer with a '|' inside a word and a street address",
    text: lines(
      'PEACH COUNTRY ARENA',
      'SPR|NG SERIES FINALE',
      'SUNDAY APRIL 5TH, 2026',
      'EXH 9AM | RACE 11AM',
      '5D OPEN $2,000 ADDED',
      'YOUTH 3D | PEE WEE | SENIORS 50+',
      'STALLS $25 - RV HOOKUPS $30',
      '1287 FORT WORTH HWY WEATHERFORD TX',
    ),
    expected: {
      eventName: 'Spring Series Finale',
      date: '2026-04-05',
      time: '11:00 AM',
      patternSize: null,
      arenaName: 'Peach Country Arena',
      description: lines('EXH 9AM | RACE 11AM', '5D OPEN $2,000 ADDED', 'YOUTH 3D | PEE WEE | SENIORS 50+', 'STALLS $25 - RV HOOKUPS $30'),
    },
  },
  {
    name: 'an unknown venue found by its wording, and a date without a year that has passed this year',
    text: lines(
      'Winter Warm-Up Jackpot',
      'Sat Jan 10 - 10 am',
      'at the Rolling Hills Event Center, Ardmore OK',
      'Open 4D $300 added',
      'Youth 2D | Poles to follow',
      'Contact Beth 580-555-2323 or rollinghills@example.com',
    ),
    expected: {
      eventName: 'Winter Warm-Up Jackpot',
      date: '2027-01-10',
      time: '10:00 AM',
      patternSize: null,
      arenaName: 'Rolling Hills Event Center',
      description: lines(
        'at the Rolling Hills Event Center, Ardmore OK', 'Open 4D $300 added', 'Youth 2D | Poles to follow',
        'Contact Beth 580-555-2323 or rollinghills@example.com',
      ),
    },
  },
  {
    name: "'p.m.' with dots, a full size pattern and exhibitions after the race line",
    text: lines(
      'Red Earth Coliseum',
      'Thursday Night 3D Jackpot',
      'Thursday, March 19, 2026 @ 7:00 p.m.',
      'Full size pattern',
      '$20 per run | 3D split 1 second',
      'Exhibitions 5:30 - 6:30 p.m. $5 each',
    ),
    expected: {
      eventName: 'Thursday Night 3D Jackpot',
      date: '2026-03-19',
      time: '7:00 PM',
      patternSize: 'large',
      arenaName: 'Red Earth Coliseum',
      description: lines('$20 per run | 3D split 1 second', 'Exhibitions 5:30 - 6:30 p.m. $5 each'),
    },
  },
  {
    name: 'an entry deadline before the show date is neither the date nor the time',
    text: lines(
      'Salt City Expo Arena - Hutchinson, KS',
      'KANSAS KICKOFF 5D',
      'Entries close Monday, March 9th at 9 PM',
      'Show Date: Saturday, March 14th, 2026',
      'Exhibitions 7-9 AM',
      'Race Starts @ 10 AM sharp!',
      'Pattern: Standard',
      'Payout 100% of entry fees plus added money',
    ),
    expected: {
      eventName: 'Kansas Kickoff 5D',
      date: '2026-03-14',
      time: '10:00 AM',
      patternSize: 'medium',
      arenaName: 'Salt City Expo Arena',
      description: lines('Entries close Monday, March 9th at 9 PM', 'Exhibitions 7-9 AM', 'Payout 100% of entry fees plus added money'),
    },
  },
  {
    name: 'a three-day futurity: the first day of a date range, a nomination deadline and a web address',
    text: lines(
      'Brazos Valley Expo Arena',
      'Spring Futurity & Derby',
      'March 20-22, 2026',
      'Futurity Friday 9:00 AM',
      'Derby Saturday 9:00 AM',
      'Open 4D Sunday 10:00 AM',
      '$10,000 Added!',
      'Nomination fee $150 due February 15',
      'www.brazosvalleyfuturity.com',
    ),
    expected: {
      eventName: 'Spring Futurity & Derby',
      date: '2026-03-20',
      time: '9:00 AM',
      patternSize: null,
      arenaName: 'Brazos Valley Expo Arena',
      description: lines(
        'Futurity Friday 9:00 AM', 'Derby Saturday 9:00 AM', 'Open 4D Sunday 10:00 AM', '$10,000 Added!',
        'Nomination fee $150 due February 15', 'www.brazosvalleyfuturity.com',
      ),
    },
  },
  {
    name: "O's read for zeros in times, 'Sat., Apr. 18th' and an abbreviated standard pattern",
    text: lines(
      'Panhandle Classic Arena',
      'Amarillo, TX',
      'High Plains Barrel Bash',
      'Sat., Apr. 18th',
      'Exh 8:OO-9:3O / Race 1O:3O AM',
      'Std. pattern | 4D Open | 3D Youth',
      'Entry $35 + $10 office charge',
      'Call or text 806-555-7781',
    ),
    expected: {
      eventName: 'High Plains Barrel Bash',
      date: '2026-04-18',
      time: '10:30 AM',
      patternSize: 'medium',
      arenaName: 'Panhandle Classic Arena',
      description: lines(
        'Exh 8:00-9:30 / Race 10:30 AM', 'Std. pattern | 4D Open | 3D Youth', 'Entry $35 + $10 office charge',
        'Call or text 806-555-7781',
      ),
    },
  },
  {
    name: 'a 24-hour race time and an unknown horse park printed in capitals',
    text: lines(
      'MILE HIGH HORSE PARK',
      'Rocky Mountain 4D Challenge',
      'Saturday 5/2/2026',
      'Race 19:00',
      '$1000 added 4D',
      'Denver, CO',
    ),
    expected: {
      eventName: 'Rocky Mountain 4D Challenge',
      date: '2026-05-02',
      time: '7:00 PM',
      patternSize: null,
      arenaName: 'Mile High Horse Park',
      description: lines('$1000 added 4D', 'Denver, CO'),
    },
  },
  {
    name: 'PDF lines with sizes: the biggest line is the title even when it is not first',
    text: [
      { text: 'Hosted by Triple R Productions', size: 14 },
      { text: 'Summer Sizzler', size: 48 },
      { text: 'Barrel Race', size: 40 },
      { text: 'July 11, 2026', size: 20 },
      { text: 'Race 6:30 PM', size: 20 },
      { text: 'Trinity River Expo Arena', size: 18 },
      { text: 'Small pattern', size: 12 },
      { text: '$500 added open 4D', size: 12 },
    ],
    expected: {
      eventName: 'Summer Sizzler Barrel Race',
      date: '2026-07-11',
      time: '6:30 PM',
      patternSize: 'small',
      arenaName: 'Trinity River Expo Arena',
      description: '$500 added open 4D',
    },
  },
  {
    name: 'a phone number and the date above the title, exhibitions as a range with am',
    text: lines(
      '(254) 555-0142',
      'MARCH 28 2026',
      'Central Texas Equine Pavilion',
      'BIG TEXAS BLOWOUT',
      'Open 5D $3,000 added, Youth 4D $500 added',
      'Exhibitions 7:30am-9:30am',
      'Barrels 10am',
      'Medium pattern',
    ),
    expected: {
      eventName: 'Big Texas Blowout',
      date: '2026-03-28',
      time: '10:00 AM',
      patternSize: 'medium',
      arenaName: 'Central Texas Equine Pavilion',
      description: lines('(254) 555-0142', 'Open 5D $3,000 added, Youth 4D $500 added', 'Exhibitions 7:30am-9:30am'),
    },
  },
  {
    name: 'stray chevrons around the title and an arena name wrapped over two lines',
    text: lines(
      '» COWTOWN SHOOTOUT «',
      'Saturday, May 9, 2026 ~ 9:00 AM',
      'Will Rogers',
      'Memorial Center',
      '(John Justin Arena)',
      '4D Open | Youth | Senior',
      'Entry fees: Open $50, Youth $25',
      'Questions? Call 817-555-9090',
    ),
    expected: {
      eventName: 'Cowtown Shootout',
      date: '2026-05-09',
      time: '9:00 AM',
      patternSize: null,
      arenaName: 'Will Rogers Memorial Center',
      description: lines('(John Justin Arena)', '4D Open | Youth | Senior', 'Entry fees: Open $50, Youth $25', 'Questions? Call 817-555-9090'),
    },
  },
  {
    name: "a weekday with a month/day, a time without AM/PM after an evening exhibition, and 'Big pattern'",
    text: lines(
      'Friday Night Barrels',
      'Fri 4/24 - Exhibitions 6 pm, Race 7:30',
      'Big pattern, 1D/2D/3D',
      'Peach Country Arena',
    ),
    expected: {
      eventName: 'Friday Night Barrels',
      date: '2026-04-24',
      time: '7:30 PM',
      patternSize: 'large',
      arenaName: 'Peach Country Arena',
      description: lines('Fri 4/24 - Exhibitions 6 pm, Race 7:30', 'Big pattern, 1D/2D/3D'),
    },
  },
  {
    name: 'an ISO date and a venue keyword only as a generic known name',
    text: lines(
      'Hill Country Classic',
      '2026-06-06',
      'Race 9 A.M.',
      'Expo Center',
      'Kerrville, TX',
      '4D Open $750 added',
    ),
    expected: {
      eventName: 'Hill Country Classic',
      date: '2026-06-06',
      time: '9:00 AM',
      patternSize: null,
      arenaName: 'Expo Center',
      description: '4D Open $750 added',
    },
  },
];

describe('parseFlyer on realistic flyer texts', () => {
  it.each(FLYERS)('$name', ({ text, expected }) => {
    const { entriesCloseAt: _close, lateFee: _late, divisions: _divisions, addedMoney: _added, ...fields } = parse(text)!;
    expect(fields).toEqual(expected);
  });

  it('has at least 15 flyers', () => {
    expect(FLYERS.length).toBeGreaterThanOrEqual(15);
  });
});

describe('parseFlyer when a file holds nothing useful', () => {
  it('returns null for a sponsor list', () => {
    expect(parse(lines('Thank you to our sponsors', "Joe's Feed & Supply", 'Smith Trucking'))).toBeNull();
  });

  it('returns null for OCR specks', () => {
    expect(parse(lines('~~ |', '. ,;', 'Il', ''))).toBeNull();
    expect(parse('')).toBeNull();
  });

  it('keeps a bare title when it names a race', () => {
    expect(parse(lines('Barrel Race', 'Come run with us'))).toEqual({
      eventName: 'Barrel Race', date: null, time: null, patternSize: null, arenaName: null, description: 'Come run with us',
      entriesCloseAt: null, lateFee: null, divisions: [], addedMoney: null,
    });
  });
});

describe('parseFlyer details', () => {
  it('does not take a fraction or a division list for a date, nor a price for a time', () => {
    const result = parse(lines('Open 4D Jackpot', '1/2 price for youth', '1D/4D/5D $25.00'));
    expect(result).toMatchObject({ date: null, time: null });
  });

  it('reads 3/14/26 and 03-14-2026 alike, and Sat Mar 14 as the next March 14', () => {
    expect(parse(lines('Barrel Race', '3/14/26'))?.date).toBe('2026-03-14');
    expect(parse(lines('Barrel Race', '03-14-2026'))?.date).toBe('2026-03-14');
    expect(parseFlyer({ text: lines('Barrel Race', 'Sat Mar 14'), knownArenaNames: [], today: new Date(2026, 5, 1) })?.date)
      .toBe('2027-03-14');
  });

  it('refuses impossible days', () => {
    expect(parse(lines('Barrel Race', 'February 30, 2026'))?.date).toBeNull();
  });

  it('does not call a title with a generic venue word the known arena that shares it', () => {
    const result = parseFlyer({ text: lines('Cowtown Shootout', 'Race 10 AM'), knownArenaNames: ['Cowtown Coliseum'], today: TODAY });
    expect(result?.arenaName).toBeNull();
  });

  it('matches known arenas among thousands quickly', () => {
    const many = Array.from({ length: 5000 }, (_unused, index) => `Arena Number ${index} Ranch`).concat(['Cowtown Coliseum']);
    const started = performance.now();
    const result = parseFlyer({ text: lines('Big Race', 'Sat Mar 14', 'Cowtown Colisuem'), knownArenaNames: many, today: TODAY });
    expect(result?.arenaName).toBe('Cowtown Coliseum');
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('parseFlyer logistics: deadline, late fee, divisions, added money', () => {
  const logistics = (...text: string[]) => {
    const { entriesCloseAt, lateFee, divisions, addedMoney } = parse(lines('Spring Fling Barrel Race', 'Saturday, March 14th 2026', ...text))!;
    return { entriesCloseAt, lateFee, divisions, addedMoney };
  };

  it.each([
    ['Entries close Friday, March 6 at 8 PM', '2026-03-06T20:00'],
    ['Entry deadline: 3/6', '2026-03-06'],
    ['Pre-entries due by March 6th', '2026-03-06'],
    ['Call-in entries close Wed 3/11 9pm', '2026-03-11T21:00'],
    ['Entries close 1 hour before race', null],
    // A "deadline" after the race is not the race's deadline.
    ['Entry deadline March 20', null],
  ])('reads the entry deadline in "%s"', (line, expected) => {
    expect(logistics(line).entriesCloseAt).toBe(expected);
  });

  it.each([
    ['$10 late fee', 10],
    ['Late entries +$20', 20],
    ['late fee $15', 15],
    ['Entry Fee $35 | Office Charge $10', null],
  ])('reads the late fee in "%s"', (line, expected) => {
    expect(logistics(line).lateFee).toBe(expected);
  });

  it('reads a division per line with its fee and added money, and totals the added money', () => {
    expect(logistics('Open 4D $30 entry', 'Youth 3D $20', 'Senior 4D - $25 entry - $250 added', 'Futurity $100 entry, $2,000 added', 'Poles $15')).toEqual({
      entriesCloseAt: null,
      lateFee: null,
      divisions: [
        { name: 'Open 4D', entryFee: 30, addedMoney: null },
        { name: 'Youth 3D', entryFee: 20, addedMoney: null },
        { name: 'Senior 4D', entryFee: 25, addedMoney: 250 },
        { name: 'Futurity', entryFee: 100, addedMoney: 2000 },
        { name: 'Poles', entryFee: 15, addedMoney: null },
      ],
      addedMoney: 2250,
    });
  });

  it('reads a list of divisions without fees, and a total added money stated on its own line', () => {
    const result = logistics('OPEN 4D, YOUTH 3D, SENIOR 3D', '$1,000 Added Money');
    expect(result.divisions).toEqual([
      { name: 'Open 4D', entryFee: null, addedMoney: null },
      { name: 'Youth 3D', entryFee: null, addedMoney: null },
      { name: 'Senior 3D', entryFee: null, addedMoney: null },
    ]);
    expect(result.addedMoney).toBe(1000);
  });

  it('fills nothing when the flyer says nothing about entries', () => {
    expect(logistics('Come run with us')).toEqual({ entriesCloseAt: null, lateFee: null, divisions: [], addedMoney: null });
  });
});
