import { randomUUID } from 'node:crypto';
import { eventServiceProviders, serviceProviders } from '@shared/schema';
import type { ServiceType } from '@shared/validation/services';
import type { DemoEvent } from './demo-events';
import { daysBefore } from './dates';
import type { Random } from './random';

/** Where a provider works from (in its area code's state); none for those who only travel to shows. */
interface ProviderBase {
  address: string;
  city: string;
  latitude: number;
  longitude: number;
}

interface ProviderSeed {
  displayName: string;
  homeState: string;
  areaCode: string;
  specialties: string;
  availabilityNotes: string;
  base: ProviderBase | null;
}

const STATE_OF_AREA_CODE: Record<string, string> = {
  970: 'CO', 719: 'CO', 254: 'TX', 817: 'TX', 806: 'TX', 281: 'TX', 979: 'TX', 940: 'TX', 337: 'LA',
  580: 'OK', 405: 'OK', 505: 'NM', 575: 'NM', 316: 'KS', 501: 'AR',
};
const provider = (displayName: string, areaCode: string, specialties: string, availabilityNotes: string, base: ProviderBase | null): ProviderSeed =>
  ({ displayName, homeState: STATE_OF_AREA_CODE[areaCode], areaCode, specialties, availabilityNotes, base });
const at = (address: string, city: string, latitude: number, longitude: number): ProviderBase => ({ address, city, latitude, longitude });

/** Keyed by every service type, so a new type in shared/validation fails to compile until it has demo providers. */
const PROVIDERS: Record<ServiceType, ProviderSeed[]> = {
  farrier: [
    provider('Lambert Hoof Care', '970', 'Corrective shoeing, performance horses, glue-ons', 'Northern Colorado; at most Front Range shows on race day', at('2816 County Rd 9', 'Fort Collins', 40.6253, -105.0425)),
    provider('Cross Timbers Farrier Service', '254', 'Barrel horse shoeing, therapeutic shoeing, hoof boots', 'Mon-Sat by appointment; emergency calls answered', at('1460 N US Hwy 281', 'Stephenville', 32.2391, -98.2056)),
    provider('Bayou Forge Farrier', '337', 'Hot and cold shoeing, wedges and pads', 'South Louisiana and East Texas; on call at Acadiana shows', at('318 Verot School Rd', 'Lafayette', 30.1521, -92.0389)),
  ],
  veterinarian: [
    provider('Brazos Equine Sports Medicine', '979', 'Lameness exams, joint injections, pre-purchase exams', 'Clinic weekdays 8-5; ambulatory on weekends', at('4101 Old Hearne Rd', 'Bryan', 30.7005, -96.3950)),
    provider('Red River Mobile Equine Vet', '580', 'Coggins and health papers, dentistry, emergency colic care', '24-hour emergency line across southern Oklahoma', at('1900 Rockford Rd', 'Ardmore', 34.1952, -97.1617)),
    provider('High Desert Equine Clinic', '505', 'Sports medicine, shockwave, PRP', 'Albuquerque clinic; travel to Las Cruces monthly', at('7600 Rio Grande Blvd NW', 'Albuquerque', 35.1652, -106.6683)),
  ],
  trainer: [
    provider('Carter Performance Horses', '254', 'Futurity prospects, tune-ups, starting colts on the pattern', 'Taking outside horses in 60- and 90-day programs', at('5200 FM 185', 'Gatesville', 31.4710, -97.7862)),
    provider('Sooner Barrel Clinics', '405', 'Group clinics, private lessons, youth riders', 'Clinics most Mondays; lessons by appointment', at('3400 E Lindsey St', 'Norman', 35.2010, -97.3870)),
  ],
  chiropractor: [
    provider('Aligned Equine Chiropractic', '817', 'Spinal adjustments, pelvis and poll work, pre-run checks', 'North Texas barns weekly; at Fort Worth shows by request', at('1502 Bankhead Hwy', 'Weatherford', 32.7741, -97.8219)),
    provider('Prairie Balance Equine', '316', 'Chiropractic, kinesiology taping', 'Kansas and northern Oklahoma', at('6300 N Ridge Rd', 'Wichita', 37.7690, -97.4258)),
  ],
  massage_therapist: [
    provider('Back at the Barn Equine Massage', '501', 'Sports massage, PEMF, red light therapy', 'Central Arkansas; booths at Hot Springs and Conway races', at('1250 Hwy 64 W', 'Conway', 35.0902, -92.5050)),
    provider('Front Range Equine Bodywork', '719', 'Massage, myofascial release, stretching plans', 'Colorado Springs to Pueblo', at('4850 Old Ranch Rd', 'Colorado Springs', 38.9720, -104.7810)),
  ],
  hauler: [
    provider('Lone Star Horse Transport', '806', 'Long-distance hauling, box stalls, layovers arranged', 'Weekly runs Amarillo-Fort Worth-Oklahoma City', at('8900 E Amarillo Blvd', 'Amarillo', 35.2121, -101.7416)),
    provider('Gulf Coast Equine Hauling', '281', 'Local and regional hauling, futurity shipping', 'Houston to Lake Charles and Baton Rouge', at('27400 Katy Fwy', 'Katy', 29.7844, -95.8420)),
  ],
  saddle_fitter: [
    provider('True Fit Saddle Service', '405', 'Saddle fitting, flocking, custom pads', 'Mobile; books weekends around Guthrie shows', null),
    provider('Mesa Saddlery Fitting', '575', 'Barrel saddle fitting, repairs, tree evaluation', 'Roswell shop Tue-Sat', at('1700 N Main St', 'Roswell', 33.4140, -104.5230)),
  ],
  other: [
    provider('Winners Circle Photography', '337', 'Action photos, video replays, banner prints', 'At most Louisiana and East Texas barrel races', null),
    provider('Dust Buster Arena Grooming', '940', 'Arena footing analysis, drag rental, ground prep', 'North Texas; bookings for show weekends', at('2800 N Elm St', 'Denton', 33.2406, -97.1410)),
  ],
};

export type DemoServiceProvider = typeof serviceProviders.$inferInsert & { id: string; homeState: string };

const slug = (text: string) => text.toLowerCase().replace(/[^a-z0-9]+/g, '');

export function buildServiceProviders(random: Random, now: Date, ownerIds: Partial<Record<ServiceType, string>>): DemoServiceProvider[] {
  let phoneSuffix = 70;
  return (Object.entries(PROVIDERS) as [ServiceType, ProviderSeed[]][]).flatMap(([type, seeds]) =>
    seeds.map((seed, index) => ({
      id: randomUUID(),
      type,
      displayName: seed.displayName,
      phone: `(${seed.areaCode}) 555-01${phoneSuffix++}`,
      email: `hello@${slug(seed.displayName)}.example.com`,
      website: `https://${slug(seed.displayName)}.example.com`,
      specialties: seed.specialties,
      availabilityNotes: seed.availabilityNotes,
      address: seed.base?.address ?? null,
      city: seed.base?.city ?? null,
      state: seed.base ? seed.homeState : null,
      latitude: seed.base?.latitude.toFixed(7) ?? null,
      longitude: seed.base?.longitude.toFixed(7) ?? null,
      userId: index === 0 ? (ownerIds[type] ?? null) : null,
      createdAt: daysBefore(now, random.int(20, 500)),
      homeState: seed.homeState,
    })));
}

const REQUESTS = ['We would like to set up at your show, can we get a spot near the warm-up pen?', 'Offering on-site service all weekend.', 'Can we have a booth by the concession stand?'];

/** Providers asking to work at upcoming events; some already approved by the producer. */
export function buildEventServiceLinks(random: Random, now: Date, upcoming: DemoEvent[], providers: DemoServiceProvider[], producerUserIds: Map<string, string | null>) {
  const rows: (typeof eventServiceProviders.$inferInsert)[] = [];
  for (const event of random.sample(upcoming.filter((e) => e.producerId), 8)) {
    const approver = producerUserIds.get(event.producerId!) ?? null;
    for (const provider of random.sample(providers, random.int(1, 2))) {
      const approved = approver !== null && random.chance(0.6);
      rows.push({
        eventId: event.id,
        serviceProviderId: provider.id,
        status: approved ? 'approved' : 'pending',
        addedByUserId: provider.userId ?? null,
        approvedByUserId: approved ? approver : null,
        approvedAt: approved ? daysBefore(now, random.float(0.5, 5)) : null,
        requestMessage: random.pick(REQUESTS),
        responseMessage: approved ? 'Approved, see you there!' : null,
        createdAt: daysBefore(now, random.float(5, 20)),
      });
    }
  }
  return rows;
}
