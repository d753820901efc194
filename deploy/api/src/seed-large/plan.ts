import type { LargeSeedOptions } from './options';
import { addDays } from '../domain/days';

/** How one large organisation is laid out; derived from the options alone (pure). */
export interface OrganisationPlan {
  /** 0-based; keeps ids, emails and member numbers of organisations apart. */
  index: number;
  name: string;
  emailDomain: string;
  adminEmail: string;
  /** Member numbers LG1-000001... */
  memberPrefix: string;
  farmers: number;
  /** About one centre per 500 farmers (a QA agent weighs and tests at each). */
  centres: number;
  /** A route crew serves about two centres (~1,000 farmers; docs/rules.md#scale says ~850). */
  routes: number;
  /** One per route and one spare per ten routes. */
  drivers: number;
  qaAgents: number;
  /** One extension officer per 2,000 farmers. */
  officers: number;
  days: number;
  /** Day 0 of the collections, yyyy-MM-dd in Nairobi; the last is the day before "now". */
  firstDay: string;
  /** "Now"'s day in Nairobi: trips of today and tomorrow are on the road or planned. */
  today: string;
}

/** Kenya keeps UTC+3 all year. */
const NAIROBI_OFFSET_MS = 3 * 60 * 60 * 1000;

/** yyyy-MM-dd of an instant in Nairobi. */
export function nairobiDay(instant: Date): string {
  return new Date(instant.getTime() + NAIROBI_OFFSET_MS).toISOString().slice(0, 10);
}

/** The instant of a Nairobi wall-clock time (hh:mm) on a day. */
export function nairobiTime(day: string, time: string): Date {
  return new Date(Date.parse(`${day}T${time}:00+03:00`));
}

export function planOrganisations(
  options: Pick<LargeSeedOptions, 'organizations' | 'farmers' | 'days' | 'now'>,
): OrganisationPlan[] {
  const today = nairobiDay(options.now);
  const centres = Math.max(1, Math.ceil(options.farmers / 500));
  const routes = Math.ceil(centres / 2);
  return Array.from({ length: options.organizations }, (_, index) => {
    const n = index + 1;
    return {
      index,
      name: `Maziwa Large Co-op ${n}`,
      emailDomain: `large${n}.maziwa.test`,
      adminEmail: `admin@large${n}.maziwa.test`,
      memberPrefix: `LG${n}`,
      farmers: options.farmers,
      centres,
      routes,
      drivers: routes + Math.ceil(routes / 10),
      qaAgents: centres,
      officers: Math.max(1, Math.ceil(options.farmers / 2000)),
      days: options.days,
      firstDay: addDays(today, -options.days),
      today,
    };
  });
}

// Day arithmetic lives in one place; the seed's modules import it from here with the rest.
export { addDays };
