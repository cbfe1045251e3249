/** Real towns and their coordinates (city centres) for the demo arenas and horse hotels; venue names are invented. */
export interface Town {
  city: string;
  state: string;
  latitude: number;
  longitude: number;
  zipCodes: string[];
  areaCode: string;
}

const town = (city: string, state: string, latitude: number, longitude: number, zipCodes: string[], areaCode: string): Town =>
  ({ city, state, latitude, longitude, zipCodes, areaCode });

export const ARENA_TOWNS = {
  fortWorth: town('Fort Worth', 'TX', 32.7555, -97.3308, ['76106', '76107', '76164'], '817'),
  stephenville: town('Stephenville', 'TX', 32.2207, -98.2023, ['76401'], '254'),
  waco: town('Waco', 'TX', 31.5493, -97.1467, ['76705', '76706'], '254'),
  abileneTx: town('Abilene', 'TX', 32.4487, -99.7331, ['79601', '79602'], '325'),
  amarillo: town('Amarillo', 'TX', 35.2220, -101.8313, ['79107', '79118'], '806'),
  lubbock: town('Lubbock', 'TX', 33.5779, -101.8552, ['79403', '79423'], '806'),
  sanAngelo: town('San Angelo', 'TX', 31.4638, -100.4370, ['76904'], '325'),
  weatherford: town('Weatherford', 'TX', 32.7593, -97.7973, ['76086', '76088'], '817'),
  belton: town('Belton', 'TX', 31.0560, -97.4645, ['76513'], '254'),
  bryan: town('Bryan', 'TX', 30.6744, -96.3700, ['77808'], '979'),
  katy: town('Katy', 'TX', 29.7858, -95.8245, ['77493'], '281'),
  decatur: town('Decatur', 'TX', 33.2343, -97.5861, ['76234'], '940'),
  guthrie: town('Guthrie', 'OK', 35.8789, -97.4253, ['73044'], '405'),
  oklahomaCity: town('Oklahoma City', 'OK', 35.4676, -97.5164, ['73107', '73129'], '405'),
  ardmore: town('Ardmore', 'OK', 34.1743, -97.1436, ['73401'], '580'),
  tulsa: town('Tulsa', 'OK', 36.1540, -95.9928, ['74112'], '918'),
  duncan: town('Duncan', 'OK', 34.5023, -97.9578, ['73533'], '580'),
  enid: town('Enid', 'OK', 36.3956, -97.8784, ['73701'], '580'),
  shawnee: town('Shawnee', 'OK', 35.3273, -96.9253, ['74801'], '405'),
  albuquerque: town('Albuquerque', 'NM', 35.0844, -106.6504, ['87105', '87121'], '505'),
  roswell: town('Roswell', 'NM', 33.3943, -104.5230, ['88203'], '575'),
  lasCruces: town('Las Cruces', 'NM', 32.3199, -106.7637, ['88007'], '575'),
  clovis: town('Clovis', 'NM', 34.4048, -103.2052, ['88101'], '575'),
  lakeCharles: town('Lake Charles', 'LA', 30.2266, -93.2174, ['70615'], '337'),
  batonRouge: town('Baton Rouge', 'LA', 30.4515, -91.1871, ['70810'], '225'),
  shreveport: town('Shreveport', 'LA', 32.5252, -93.7502, ['71107'], '318'),
  westMonroe: town('West Monroe', 'LA', 32.5185, -92.1477, ['71292'], '318'),
  lafayette: town('Lafayette', 'LA', 30.2241, -92.0198, ['70507'], '337'),
  hotSprings: town('Hot Springs', 'AR', 34.5037, -93.0552, ['71913'], '501'),
  conway: town('Conway', 'AR', 35.0887, -92.4421, ['72032'], '501'),
  fortSmith: town('Fort Smith', 'AR', 35.3859, -94.3985, ['72904'], '479'),
  searcy: town('Searcy', 'AR', 35.2507, -91.7362, ['72143'], '501'),
  abileneKs: town('Abilene', 'KS', 38.9172, -97.2139, ['67410'], '785'),
  hutchinson: town('Hutchinson', 'KS', 38.0608, -97.9298, ['67501'], '620'),
  dodgeCity: town('Dodge City', 'KS', 37.7528, -100.0171, ['67801'], '620'),
  wichita: town('Wichita', 'KS', 37.6872, -97.3301, ['67215', '67219'], '316'),
  topeka: town('Topeka', 'KS', 39.0473, -95.6752, ['66618'], '785'),
  denver: town('Denver', 'CO', 39.7392, -104.9903, ['80216', '80239'], '303'),
  greeley: town('Greeley', 'CO', 40.4233, -104.7091, ['80631'], '970'),
  pueblo: town('Pueblo', 'CO', 38.2544, -104.6091, ['81004'], '719'),
  coloradoSprings: town('Colorado Springs', 'CO', 38.8339, -104.8214, ['80915'], '719'),
  loveland: town('Loveland', 'CO', 40.3978, -105.0750, ['80537'], '970'),
} satisfies Record<string, Town>;

export type ArenaTownKey = keyof typeof ARENA_TOWNS;

export interface ArenaSite {
  name: string;
  town: ArenaTownKey;
  address: string;
}

const site = (name: string, townKey: ArenaTownKey, address: string): ArenaSite => ({ name, town: townKey, address });

export const ARENA_SITES: ArenaSite[] = [
  site('Trinity River Expo Arena', 'fortWorth', '3401 W Lancaster Ave'),
  site('Stockyards Heritage Coliseum', 'fortWorth', '2500 Rodeo Plaza'),
  site('Cowtown Equestrian Center', 'fortWorth', '9800 Old Decatur Rd'),
  site('Cross Timbers Horse Park', 'stephenville', '2100 W Frey St'),
  site('Bosque River Arena', 'stephenville', '1451 County Rd 340'),
  site('Central Texas Equine Pavilion', 'waco', '4601 Bosque Blvd'),
  site('Brazos Bend Riding Arena', 'waco', '8800 China Spring Rd'),
  site('Big Country Barrel Arena', 'abileneTx', '1700 Hwy 36'),
  site('Panhandle Classic Arena', 'amarillo', '3301 SE 10th Ave'),
  site('Canyon Rim Equestrian Center', 'amarillo', '7400 S Coulter St'),
  site('Caprock Covered Arena', 'lubbock', '105 E Broadway'),
  site('South Plains Horse Park', 'lubbock', '6202 N Interstate 27'),
  site('Concho Valley Arena', 'sanAngelo', '200 W 43rd St'),
  site('Peach Country Arena', 'weatherford', '1287 Fort Worth Hwy'),
  site('Parker County Ranch Arena', 'weatherford', '3900 Mineral Wells Hwy'),
  site('Leon River Riding Arena', 'belton', '301 W Loop 121'),
  site('Brazos Valley Expo Arena', 'bryan', '5827 Leonard Rd'),
  site('Prairie Wind Equestrian Center', 'katy', '28150 Morton Rd'),
  site('Lone Oak Arena', 'decatur', '2000 S Business 287'),
  site('Lazy Z Event Arena', 'guthrie', '9600 Lazy Z Rd'),
  site('Cimarron Trail Arena', 'guthrie', '4200 S Division St'),
  site('Red Earth Coliseum', 'oklahomaCity', '3001 General Pershing Blvd'),
  site('Canadian River Horse Park', 'oklahomaCity', '7000 SW 29th St'),
  site('Arbuckle Mountain Arena', 'ardmore', '1901 Veterans Blvd'),
  site('Green Country Expo Arena', 'tulsa', '4145 E 21st St'),
  site('Chisholm Trail Riding Arena', 'duncan', '2002 S Hwy 81'),
  site('Cherokee Strip Arena', 'enid', '111 W Purdue Ave'),
  site('North Canadian Equestrian Center', 'shawnee', '1700 W Independence St'),
  site('Sandia Crest Arena', 'albuquerque', '300 San Pedro Dr NE'),
  site('Rio Grande Horse Park', 'albuquerque', '5400 Isleta Blvd SW'),
  site('Pecos Valley Arena', 'roswell', '2500 SE Main St'),
  site('Organ Mountain Equestrian Center', 'lasCruces', '3530 W Picacho Ave'),
  site('High Plains Event Arena', 'clovis', '600 S Norris St'),
  site('Calcasieu Bayou Arena', 'lakeCharles', '7001 Gulf Hwy'),
  site('Red Stick Equine Center', 'batonRouge', '4600 Gourrier Ave'),
  site('Ark-La-Tex Classic Arena', 'shreveport', '3701 Hudson Ave'),
  site('Ouachita Valley Arena', 'westMonroe', '501 Mane St'),
  site('Acadiana Horse Park', 'lafayette', '2330 Pont Des Mouton Rd'),
  site('Spa City Arena', 'hotSprings', '2211 Albert Pike Rd'),
  site('Cadron Creek Arena', 'conway', '2505 E Oak St'),
  site('Frontier Border Arena', 'fortSmith', '4400 Midland Blvd'),
  site('Little Red River Arena', 'searcy', '2601 E Race Ave'),
  site('Smoky Hill Arena', 'abileneKs', '1300 N Buckeye Ave'),
  site('Salt City Expo Arena', 'hutchinson', '2000 N Poplar St'),
  site('Santa Fe Trail Arena', 'dodgeCity', '4100 W Comanche St'),
  site('Air Capital Equestrian Center', 'wichita', '8501 W 21st St N'),
  site('Arkansas River Horse Park', 'wichita', '4300 S Hydraulic St'),
  site('Kaw Valley Arena', 'topeka', '1 Expocentre Dr'),
  site('Mile High Horse Park', 'denver', '4655 Humboldt St'),
  site('Front Range Events Arena', 'denver', '14200 E 56th Ave'),
  site('Cache la Poudre Arena', 'greeley', '600 N 14th Ave'),
  site('Steel City Arena', 'pueblo', '1001 Beulah Ave'),
  site('Cheyenne Mountain Arena', 'coloradoSprings', '3255 Lower Gold Camp Rd'),
  site('Big Thompson Arena', 'loveland', '5280 Arena Cir'),
];

export interface HotelSite {
  name: string;
  town: Town;
  address: string;
}

const hotel = (name: string, where: Town, address: string): HotelSite => ({ name, town: where, address });

/** Horse hotels sit in real towns 5-40 miles from the arena towns above. */
export const HOTEL_SITES: HotelSite[] = [
  hotel('Aledo Overnight Stalls', town('Aledo', 'TX', 32.6960, -97.6022, ['76008'], '817'), '1450 FM 1187'),
  hotel('Lake Granbury Horse Hotel', town('Granbury', 'TX', 32.4421, -97.7942, ['76048'], '817'), '3300 Fall Creek Hwy'),
  hotel('Paluxy River Stables', town('Glen Rose', 'TX', 32.2346, -97.7553, ['76043'], '254'), '801 NE Big Bend Trl'),
  hotel('Dublin Crossroads Horse Motel', town('Dublin', 'TX', 32.0851, -98.3420, ['76446'], '254'), '410 N Patrick St'),
  hotel('Hewitt Hay & Stay', town('Hewitt', 'TX', 31.4624, -97.1956, ['76643'], '254'), '925 Sun Valley Blvd'),
  hotel('McGregor Layover Barn', town('McGregor', 'TX', 31.4440, -97.4092, ['76657'], '254'), '2200 S Harrison Ave'),
  hotel('Clyde Country Horse Hotel', town('Clyde', 'TX', 32.4059, -99.4934, ['79510'], '325'), '650 Pecan St'),
  hotel('Palo Duro Overnight Stabling', town('Canyon', 'TX', 34.9803, -101.9188, ['79015'], '806'), '2705 4th Ave'),
  hotel('Wolfforth Rest Stop Stalls', town('Wolfforth', 'TX', 33.5059, -102.0091, ['79382'], '806'), '7810 FM 179'),
  hotel('Wall Street Stables', town('Wall', 'TX', 31.3746, -100.3065, ['76957'], '325'), '8615 US-87'),
  hotel('Salado Creek Horse Inn', town('Salado', 'TX', 30.9471, -97.5386, ['76571'], '254'), '118 Royal St'),
  hotel('Navasota River Horse Hotel', town('Navasota', 'TX', 30.3880, -96.0877, ['77868'], '936'), '9040 Hwy 6'),
  hotel('Brookshire Bed & Barn', town('Brookshire', 'TX', 29.7861, -95.9511, ['77423'], '281'), '4120 FM 359'),
  hotel('Bridgeport Trail Stalls', town('Bridgeport', 'TX', 33.2101, -97.7547, ['76426'], '940'), '1800 Halsell St'),
  hotel('Edmond Equine Inn', town('Edmond', 'OK', 35.6528, -97.4781, ['73034'], '405'), '3700 N Coltrane Rd'),
  hotel('Mustang Creek Horse Motel', town('Mustang', 'OK', 35.3842, -97.7245, ['73064'], '405'), '1120 S Mustang Rd'),
  hotel('Lake Murray Horse Hotel', town('Marietta', 'OK', 33.9368, -97.1167, ['73448'], '580'), '19 Hwy 32 E'),
  hotel('Sand Springs Stopover Stables', town('Sand Springs', 'OK', 36.1398, -96.1089, ['74063'], '918'), '5201 W 41st St'),
  hotel('Marlow Trail Barn', town('Marlow', 'OK', 34.6481, -97.9584, ['73055'], '580'), '702 N Broadway St'),
  hotel('Tecumseh Overnight Pens', town('Tecumseh', 'OK', 35.2578, -96.9364, ['74873'], '405'), '33500 Hwy 9'),
  hotel('Waukomis Wheat Country Stalls', town('Waukomis', 'OK', 36.2814, -97.8995, ['73773'], '580'), '9800 US-81'),
  hotel('Los Lunas Valley Stables', town('Los Lunas', 'NM', 34.8062, -106.7334, ['87031'], '505'), '2250 NM-314'),
  hotel('Hatch Chile Country Horse Hotel', town('Hatch', 'NM', 32.6653, -107.1536, ['87937'], '575'), '400 Franklin St'),
  hotel('Dexter Orchard Stalls', town('Dexter', 'NM', 33.1973, -104.3733, ['88230'], '575'), '101 N Lincoln Ave'),
  hotel('Portales Peanut Valley Stables', town('Portales', 'NM', 34.1862, -103.3344, ['88130'], '575'), '1700 S Ave O'),
  hotel('Sulphur Bayou Horse Hotel', town('Sulphur', 'LA', 30.2366, -93.3774, ['70663'], '337'), '2600 Maplewood Dr'),
  hotel('Gonzales Cajun Country Stalls', town('Gonzales', 'LA', 30.2385, -90.9201, ['70737'], '225'), '1421 S Burnside Ave'),
  hotel('Haughton Pines Horse Motel', town('Haughton', 'LA', 32.5326, -93.5043, ['71037'], '318'), '480 N McKinley Ave'),
  hotel('Ruston Trails Overnight Barn', town('Ruston', 'LA', 32.5232, -92.6379, ['71270'], '318'), '2110 Farmerville Hwy'),
  hotel('Carencro Stopover Stables', town('Carencro', 'LA', 30.3171, -92.0490, ['70520'], '337'), '5100 NE Evangeline Thwy'),
  hotel('Malvern Hills Horse Hotel', town('Malvern', 'AR', 34.3623, -92.8129, ['72104'], '501'), '1717 MLK Blvd'),
  hotel('Greenbrier Layover Stables', town('Greenbrier', 'AR', 35.2337, -92.3874, ['72058'], '501'), '88 Hwy 65 N'),
  hotel('Alma Crossroads Stalls', town('Alma', 'AR', 35.4776, -94.2219, ['72921'], '479'), '410 Fayetteville Ave'),
  hotel('Beebe Overnight Horse Barn', town('Beebe', 'AR', 35.0706, -91.8796, ['72012'], '501'), '1608 W Center St'),
  hotel('Salina Prairie Horse Hotel', town('Salina', 'KS', 38.8403, -97.6114, ['67401'], '785'), '900 W Kirwin Ave'),
  hotel('Newton Harvest Stables', town('Newton', 'KS', 38.0467, -97.3450, ['67114'], '316'), '1301 S Kansas Ave'),
  hotel('Derby Overnight Stalls', town('Derby', 'KS', 37.5456, -97.2689, ['67037'], '316'), '3100 E Patriot Ave'),
  hotel('Cimarron Crossing Horse Motel', town('Cimarron', 'KS', 37.8067, -100.3482, ['67835'], '620'), '205 N Main St'),
  hotel('Brighton Plains Horse Hotel', town('Brighton', 'CO', 39.9853, -104.8205, ['80601'], '303'), '15000 E 152nd Ave'),
  hotel('Windsor Lakes Stables', town('Windsor', 'CO', 40.4775, -104.9014, ['80550'], '970'), '6700 WCR 74'),
  hotel('Fountain Creek Layover Barn', town('Fountain', 'CO', 38.6822, -104.7008, ['80817'], '719'), '8250 Link Rd'),
  hotel('Pueblo West Horse Hotel', town('Pueblo West', 'CO', 38.3500, -104.7228, ['81007'], '719'), '450 S McCulloch Blvd'),
];
