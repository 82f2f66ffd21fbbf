import { type TManagedService, type TManageServiceUpdateRequest, WEEKDAYS } from '@habitat/shared';
import type { TWeekRanges } from '../components/day-ranges-editor';

type TNames = { fr: string; en: string };

/** What the form edits, as the inputs hold it (numbers as typed). */
export type TServiceDraft = {
  categoryId: string;
  name: TNames;
  description: TNames;
  active: boolean;
  hours: TWeekRanges;
  link: string;
  externalLinks: { name: string; url: string }[];
  phoneNumber: string;
  email: string;
  maxActiveBookingsPerUser: string;
  maxActiveBookingsPerUnit: string;
  availableOnlyForUserSignedOnLease: boolean;
  showAvailableSchedulesForDate: boolean;
};

export function draftOf(service: TManagedService): TServiceDraft {
  return {
    categoryId: String(service.category),
    name: { ...service.name },
    description: { ...service.description },
    active: service.active,
    hours: Object.fromEntries(
      WEEKDAYS.map((day) => [day, (service.hours[day] ?? []).map((r) => ({ ...r }))]),
    ) as TWeekRanges,
    link: service.link ?? '',
    externalLinks: service.externalLinks.map((l) => ({ name: l.name ?? '', url: l.url })),
    phoneNumber: service.phoneNumber ?? '',
    email: service.email ?? '',
    maxActiveBookingsPerUser: service.maxActiveBookingsPerUser?.toString() ?? '',
    maxActiveBookingsPerUnit: service.maxActiveBookingsPerUnit?.toString() ?? '',
    availableOnlyForUserSignedOnLease: service.availableOnlyForUserSignedOnLease,
    showAvailableSchedulesForDate: service.showAvailableSchedulesForDate,
  };
}

/** Blank: no limit; a number as typed; anything else goes as text and the rule refuses it. */
const limit = (typed: string): number | null => {
  const value = typed.trim();
  if (value === '') return null;
  const n = Number(value);
  return (Number.isFinite(n) ? n : value) as number;
};

/** The PATCH body of the form's fields (files are added by the form). */
export function bodyOf(draft: TServiceDraft): TManageServiceUpdateRequest {
  return {
    categoryId: Number(draft.categoryId),
    name: draft.name,
    description: draft.description,
    active: draft.active,
    hours: draft.hours,
    link: draft.link,
    externalLinks: draft.externalLinks,
    phoneNumber: draft.phoneNumber,
    email: draft.email,
    maxActiveBookingsPerUser: limit(draft.maxActiveBookingsPerUser),
    maxActiveBookingsPerUnit: limit(draft.maxActiveBookingsPerUnit),
    availableOnlyForUserSignedOnLease: draft.availableOnlyForUserSignedOnLease,
    showAvailableSchedulesForDate: draft.showAvailableSchedulesForDate,
  };
}
