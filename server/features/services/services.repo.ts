import { and, asc, eq, not, or, sql, type SQL } from 'drizzle-orm';
import type { Columns } from '@shared/contracts/json';
import type { ServiceProviderRecord } from '@shared/contracts/services';
import { serviceProviders, serviceSearchText } from '@shared/schema';
import {
  SERVICE_TYPE_LABELS, SERVICE_TYPES, type CreateServiceProviderInput, type ServiceListQuery,
  type UpdateServiceProviderInput,
} from '@shared/validation/services';
import { lockUntilCommit } from '../../db/advisory-lock';
import type { Database, Queryable } from '../../db/client';
import { CountsAtDataVersion, recordingBind } from '../../db/counts-at-version';
import { jsonRowsOf, jsonTextSql, type JsonListRow } from '../../db/json-sql';
import { boundedTotal, cappedCount, type ListTotal } from '../../db/paging';
import { planSizedArray, PreparedByShape, preparedOnce, queryShape, StatementValues, writtenPage, type Bind } from '../../db/prepared';
import { searchCondition, searchedText, searchKinds, type SearchKind } from '../../db/search-sql';

const providerColumns = {
  id: serviceProviders.id,
  type: serviceProviders.type,
  displayName: serviceProviders.displayName,
  phone: serviceProviders.phone,
  email: serviceProviders.email,
  website: serviceProviders.website,
  specialties: serviceProviders.specialties,
  availabilityNotes: serviceProviders.availabilityNotes,
  address: serviceProviders.address,
  city: serviceProviders.city,
  state: serviceProviders.state,
  latitude: serviceProviders.latitude,
  longitude: serviceProviders.longitude,
  userId: serviceProviders.userId,
  createdAt: serviceProviders.createdAt,
} satisfies Columns<ServiceProviderRecord>;

/** Types stored as keys ('massage_therapist') whose key, key in words or label ('Massage Therapist') holds the term. */
function typesMatching(term: string) {
  const needle = term.toLowerCase();
  return SERVICE_TYPES.filter((type) => type.includes(needle) || type.replace(/_/g, ' ').includes(needle)
    || SERVICE_TYPE_LABELS[type].toLowerCase().includes(needle));
}

const providerSearch = searchedText(serviceSearchText(serviceProviders));
const providerSearchKind = searchKinds('service_providers', serviceProviders, providerSearch.searchText);

/**
 * A term no type's name holds searches the providers' text alone: with `type = any(...)` beside it, a generic plan
 * would cost ten unseen types as most of the table and read all of it.
 */
function listConditions(query: ServiceListQuery, search: SearchKind | undefined, types: readonly string[], bind: Bind): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  if (query.search && search) {
    const searched = searchCondition(serviceProviders, serviceProviders.id, providerSearch, query.search, search, bind);
    conditions.push(types.length === 0 ? searched
      : or(searched, sql`${serviceProviders.type} = any(${bind(planSizedArray(types, ''))}::text[])`));
  }
  if (query.type) conditions.push(eq(serviceProviders.type, bind(query.type)));
  return and(...conditions, not(serviceProviders.hidden));
}

const listStatements = new PreparedByShape('services_list');
const countStatements = new PreparedByShape('services_count');
const matchCounts = new CountsAtDataVersion();

/**
 * One page of providers (by type, then name, off service_providers_type_idx), each row as JSON written by
 * PostgreSQL, and the total, counted up to TOTAL_COUNT_CAP and not when the page shows the end of the list. One
 * statement: the matches are counted by it only when the data version moved since this server counted that list
 * (migration 0054). A search tries its term on a sample first (server/db/search-sql.ts): a term few providers hold is
 * read off the search indexes. Statements are prepared per shape.
 */
export async function listServiceProviders(db: Queryable, query: ServiceListQuery): Promise<{ rows: JsonListRow[] } & ListTotal> {
  const search = await providerSearchKind(db, query.search);
  const types = query.search ? typesMatching(query.search) : [];
  const shape = queryShape({ ...query, search, typesMatched: types.length > 0 }, ['search']);
  const statement = new StatementValues();
  const { bind } = statement;
  // Every value is bound first; the statements are built from them only the first time a shape is seen.
  const filters = recordingBind(bind);
  const where = listConditions(query, search, types, filters.bind);
  const counted = matchCounts.counted(db, `${shape}|${filters.values()}`, bind);
  const { limit, offset, shape: pageShape } = writtenPage(query, bind);
  const matchCount = () => cappedCount(db, db.select({ one: sql`1`.as('one') }).from(serviceProviders).where(where));
  const rows = await listStatements.run(db, `${shape},${pageShape}`, statement, () => db
    .select({ json: jsonTextSql(providerColumns), ...counted.columns(sql<number>`(${matchCount()})`) })
    .from(serviceProviders).where(where)
    .orderBy(asc(serviceProviders.type), asc(serviceProviders.displayName), asc(serviceProviders.id))
    .limit(limit).offset(offset));
  // A page past the end has no row to carry the count.
  const total = await boundedTotal(rows.length, query, async () => (rows[0]
    ? [{ count: counted.countOf(rows[0]) }]
    : countStatements.run(db, shape, statement, matchCount)));
  return { rows: jsonRowsOf(rows), ...total };
}

/** The types that have at least one provider, for the type filter. */
export async function listServiceTypes(db: Queryable): Promise<string[]> {
  const rows = await db.selectDistinct({ type: serviceProviders.type }).from(serviceProviders)
    .orderBy(asc(serviceProviders.type));
  return rows.map((row) => row.type);
}

const providerByIdStatement = preparedOnce('service_provider_by_id', (db) => db.select(providerColumns).from(serviceProviders)
  .where(eq(serviceProviders.id, sql.placeholder('providerId'))));

export async function findServiceProvider(db: Queryable, id: string): Promise<ServiceProviderRecord | null> {
  const [provider] = await providerByIdStatement(db).execute({ providerId: id });
  return provider ?? null;
}

export type CreateServiceOutcome =
  | { outcome: 'created'; provider: ServiceProviderRecord }
  | { outcome: 'duplicate'; message: string };

/** A new listing by `userId`; the same user listing the same name and type twice is a duplicate. */
export async function createServiceProvider(
  db: Database, userId: string, input: CreateServiceProviderInput,
): Promise<CreateServiceOutcome> {
  return db.transaction(async (tx) => {
    const name = input.displayName.toLowerCase();
    await lockUntilCommit(tx, 'service_provider', userId, input.type, name);
    const [existing] = await tx.select({ id: serviceProviders.id }).from(serviceProviders).where(and(
      eq(serviceProviders.userId, userId),
      eq(serviceProviders.type, input.type),
      sql`lower(${serviceProviders.displayName}) = ${name}`,
    ));
    if (existing) {
      return { outcome: 'duplicate', message: `You have already listed "${input.displayName}" as a ${SERVICE_TYPE_LABELS[input.type]}.` };
    }
    const [provider] = await tx.insert(serviceProviders).values({ ...input, userId }).returning(providerColumns);
    return { outcome: 'created', provider };
  });
}

export type UpdateServiceOutcome =
  | { outcome: 'updated'; provider: ServiceProviderRecord }
  | { outcome: 'not-found' }
  | { outcome: 'not-owner' };

/** Updates a listing of `userId`: the ownership check is the update's WHERE clause. */
export async function updateServiceProvider(
  db: Database, id: string, userId: string, input: UpdateServiceProviderInput,
): Promise<UpdateServiceOutcome> {
  const [provider] = await db.update(serviceProviders).set(input)
    .where(and(eq(serviceProviders.id, id), eq(serviceProviders.userId, userId)))
    .returning(providerColumns);
  if (provider) return { outcome: 'updated', provider };
  return (await findServiceProvider(db, id)) ? { outcome: 'not-owner' } : { outcome: 'not-found' };
}
