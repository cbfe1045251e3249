import type { ReactNode } from 'react';
import { BadgeCheck, Car, Fuel, Layers, Stethoscope } from 'lucide-react';
import type { ArenaDetail } from '@shared/contracts/arenas';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { safeImageUrl } from '@/components/ui/external-link';
import { daysAgo } from '@/lib/dates';
import { useRiderClock } from '@/lib/rider-clock';
import { capitalize } from './arena-display';
import { FootingBadge } from './FootingBadge';

const NOT_SPECIFIED = 'Not specified';
const NOT_LISTED = 'Not listed';

function InfoCard({ title, icon: Icon, children, after }: { title: string; icon: typeof Car; children: ReactNode; after?: ReactNode }) {
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="flex items-center gap-2 text-base">
          <Icon aria-hidden="true" className="h-5 w-5 text-primary" />
          {title}
        </CardTitle>
      </CardHeader>
      <CardContent>
        <dl className="space-y-3 text-sm">{children}</dl>
        {after}
      </CardContent>
    </Card>
  );
}

function InfoRow({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="grid grid-cols-[7rem_1fr] gap-2">
      <dt className="text-muted-foreground">{label}</dt>
      <dd className="min-w-0 break-words font-medium">{children}</dd>
    </div>
  );
}

/** Yes with the Verified badge, Limited, or 'Not specified' when the arena's creator was not asked or not sure. */
function LargeRigs({ friendly }: { friendly: boolean | null }) {
  if (friendly === null) return NOT_SPECIFIED;
  if (!friendly) return 'Limited';
  return (
    <span className="flex flex-wrap items-center gap-1.5">
      Yes
      <Badge className="border-transparent bg-green-700 text-white"><BadgeCheck aria-hidden="true" />Verified</Badge>
    </span>
  );
}

const orText = (value: string | null | undefined, fallback: string) => (value?.trim() ? value : fallback);

type InfoArena = Pick<ArenaDetail,
  'name' | 'footingType' | 'footingCondition' | 'footingLastUpdated' | 'arenaType' | 'parkingSurface' | 'parkingCapacity'
  | 'largeRigsFriendly' | 'parkingPhotoUrl' | 'nearbyFuel' | 'nearbyFood' | 'nearbyFeedStore' | 'nearbyVet' | 'nearbyFarrier'>;

/** Footing, parking, amenities and nearby services; anything unknown reads 'Not specified' or 'Not listed'. */
export function ArenaInfoCards({ arena }: { arena: InfoArena }) {
  const parkingPhoto = safeImageUrl(arena.parkingPhotoUrl);
  const clock = useRiderClock();
  return (
    <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
      <InfoCard title="Footing" icon={Layers}>
        <InfoRow label="Type">{orText(arena.footingType, NOT_SPECIFIED)}</InfoRow>
        <InfoRow label="Status">
          {arena.footingCondition ? (
            <span className="flex flex-wrap items-center gap-1.5">
              <FootingBadge condition={arena.footingCondition} />
              {arena.footingLastUpdated && (
                <Badge variant="outline">Updated {daysAgo(arena.footingLastUpdated, clock)}</Badge>
              )}
            </span>
          ) : NOT_SPECIFIED}
        </InfoRow>
        <InfoRow label="Surface">{arena.arenaType ? `${capitalize(arena.arenaType)} arena` : NOT_SPECIFIED}</InfoRow>
      </InfoCard>

      <InfoCard
        title="Parking"
        icon={Car}
        after={parkingPhoto && (
          <img src={parkingPhoto} alt={`Parking at ${arena.name}`} loading="lazy" className="mt-3 aspect-[16/9] w-full rounded-md bg-muted object-cover" />
        )}
      >
        <InfoRow label="Surface">{orText(arena.parkingSurface, NOT_SPECIFIED)}</InfoRow>
        <InfoRow label="Capacity">{orText(arena.parkingCapacity, NOT_SPECIFIED)}</InfoRow>
        <InfoRow label="Large Rigs">
          <LargeRigs friendly={arena.largeRigsFriendly} />
        </InfoRow>
      </InfoCard>

      <InfoCard title="Amenities" icon={Fuel}>
        <InfoRow label="Fuel">{orText(arena.nearbyFuel, NOT_LISTED)}</InfoRow>
        <InfoRow label="Restaurant">{orText(arena.nearbyFood, NOT_LISTED)}</InfoRow>
        <InfoRow label="Feed Store">{orText(arena.nearbyFeedStore, NOT_LISTED)}</InfoRow>
      </InfoCard>

      <InfoCard title="Nearby Services" icon={Stethoscope}>
        <InfoRow label="Vet">{orText(arena.nearbyVet, NOT_LISTED)}</InfoRow>
        <InfoRow label="Farrier">{orText(arena.nearbyFarrier, NOT_LISTED)}</InfoRow>
      </InfoCard>
    </div>
  );
}
