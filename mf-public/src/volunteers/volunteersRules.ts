/**
 * The volunteer form's client-side rules, mirroring the server's (backend application-rules.ts):
 * which questions show (the server lists the answers it asks: `askedFields`), what makes an
 * application valid, and the conversions between the form's values and the API. Pure: no React, no fetch.
 */
import type { Schemas } from '@festival/api-client';
import { fromLocalInput } from '@festival/ui/dates';
import { answerErrors, EMPTY_ANSWERS, isAsked, type AnswerErrorCode, type AnswerField, type AnswerValues } from '@festival/ui/volunteers';

export type { AnswerField } from '@festival/ui/volunteers';
export type ApplyBody = Schemas['ApplyDto'];
export type Period = Schemas['VolunteerPeriodDto'];
export type ProfileGaps = Schemas['ProfileGapsDto'];

/** The form's values as the inputs hold them: the answers, and what the profile may lack. */
export interface ApplicationFormValues extends AnswerValues {
  phone: string;
  nom: string;
  prenom: string;
}

export const EMPTY_APPLICATION: ApplicationFormValues = { phone: '', nom: '', prenom: '', ...EMPTY_ANSWERS };

type Field = keyof ApplicationFormValues;

const PHONE = /^\+?[0-9 ().-]{6,30}$/;

export type ApplicationErrorCode = AnswerErrorCode | 'required' | 'phone' | 'outsidePeriod';

/**
 * Every rule of the server on the form's values: field → the first broken rule's code. The
 * answers' rules are the correction's too (`answerErrors`); the profile gaps, the phones' shape
 * and the volunteer period are this form's. Dates are typed on the clocks of `timeZone` (the edition's).
 */
export function validateApplication(
  values: ApplicationFormValues,
  asked: readonly AnswerField[],
  period: Pick<Period, 'start' | 'end'>,
  missing: ProfileGaps | null,
  timeZone?: string,
): Partial<Record<Field | 'availability', ApplicationErrorCode>> {
  const errors: Partial<Record<Field | 'availability', ApplicationErrorCode>> = {};
  const set = (field: Field | 'availability', code: ApplicationErrorCode) => {
    errors[field] ??= code;
  };
  if (missing?.phone && !values.phone.trim()) set('phone', 'required');
  if (missing?.nom && !values.nom.trim()) set('nom', 'required');
  if (missing?.prenom && !values.prenom.trim()) set('prenom', 'required');
  if (missing?.phone && values.phone.trim() && !PHONE.test(values.phone.trim())) set('phone', 'phone');
  for (const [field, code] of Object.entries(answerErrors(values, asked, timeZone)) as [Field | 'availability', AnswerErrorCode][]) set(field, code);
  if (isAsked('emergencyContactPhone', asked, values) && values.emergencyContactPhone.trim() && !PHONE.test(values.emergencyContactPhone.trim())) set('emergencyContactPhone', 'phone');
  // A date outside the period says so before their order does.
  const within = (iso: string) => iso >= new Date(period.start).toISOString() && iso <= new Date(period.end).toISOString();
  const arrival = fromLocalInput(values.arrivalDateTime, timeZone);
  const departure = fromLocalInput(values.departureDateTime, timeZone);
  if (arrival && !within(arrival)) errors.arrivalDateTime = 'outsidePeriod';
  if (departure && !within(departure)) errors.departureDateTime = 'outsidePeriod';
  return errors;
}

const text = (v: string) => v.trim() || null;

/** The API body of the form: only the questions shown, the profile fields only when the profile lacks them. */
export function toApplyBody(values: ApplicationFormValues, asked: readonly AnswerField[], missing: ProfileGaps | null, timeZone?: string): ApplyBody {
  const shown = (f: AnswerField) => isAsked(f, asked, values);
  const body: ApplyBody = {
    motivation: text(values.motivation),
    eventAvailability: values.eventAvailability,
    arrivalDateTime: fromLocalInput(values.arrivalDateTime, timeZone),
    departureDateTime: fromLocalInput(values.departureDateTime, timeZone),
  };
  if (missing?.phone) body.phone = text(values.phone);
  if (missing?.nom) body.nom = text(values.nom);
  if (missing?.prenom) body.prenom = text(values.prenom);
  if (shown('dietaryPreference')) body.dietaryPreference = values.dietaryPreference as ApplyBody['dietaryPreference'];
  if (shown('allergies')) {
    body.allergies = text(values.allergies);
    body.allergySeverity = values.allergySeverity as ApplyBody['allergySeverity'];
  }
  if (shown('timePreferences')) body.timePreferences = values.timePreferences as ApplyBody['timePreferences'];
  if (shown('teamPreferences')) body.teamPreferences = values.teamPreferences.map(Number);
  for (const [flag, details] of [
    ['hasPets', 'petsDetails'],
    ['hasMinors', 'minorsDetails'],
    ['hasVehicle', 'vehicleDetails'],
    ['hasExperience', 'experienceDetails'],
  ] as const) {
    if (shown(flag)) {
      body[flag] = values[flag];
      body[details] = values[flag] ? text(values[details]) : null;
    }
  }
  for (const f of ['companionName', 'avoidList', 'skills', 'emergencyContactName', 'emergencyContactPhone'] as const) if (shown(f)) body[f] = text(values[f]);
  if (shown('setupAvailability')) body.setupAvailability = values.setupAvailability;
  if (shown('teardownAvailability')) body.teardownAvailability = values.teardownAvailability;
  return body;
}

/** The edition id of the path, or null (anything but a positive integer is a 404). */
export function parseEditionId(value: string | undefined): number | null {
  if (!value || !/^\d{1,10}$/.test(value)) return null;
  const id = Number(value);
  return id >= 1 && id <= 2_147_483_647 ? id : null;
}

/** A link a description may open: http(s) only. */
export function safeLink(href: string): string | null {
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.href : null;
  } catch {
    return null;
  }
}

// ── a small, safe Markdown: headings, paragraphs, lists, bold, italics, links ──────────────────

export type Inline = { text: string } | { bold: Inline[] } | { italic: Inline[] } | { link: string; children: Inline[] };
export type Block = { heading: 1 | 2 | 3; inline: Inline[] } | { paragraph: Inline[][] } | { list: Inline[][]; ordered: boolean };

/** Inline Markdown to a tree (never HTML): **bold**, *italic* or _italic_, [text](https://…). */
export function parseInline(source: string): Inline[] {
  const out: Inline[] = [];
  const pattern = /\*\*(.+?)\*\*|\*(.+?)\*|_(.+?)_|\[([^\]]+)\]\(([^)\s]+)\)/g;
  let last = 0;
  for (let m = pattern.exec(source); m; m = pattern.exec(source)) {
    if (m.index > last) out.push({ text: source.slice(last, m.index) });
    if (m[1] !== undefined) out.push({ bold: parseInline(m[1]) });
    else if (m[2] !== undefined || m[3] !== undefined) out.push({ italic: parseInline((m[2] ?? m[3])!) });
    else {
      const href = safeLink(m[5]);
      out.push(href ? { link: href, children: parseInline(m[4]) } : { text: m[0] });
    }
    last = m.index + m[0].length;
  }
  if (last < source.length) out.push({ text: source.slice(last) });
  return out;
}

/** Markdown blocks: `#`–`###` headings, `-`/`*`/`1.` lists, paragraphs (lines kept) separated by blank lines. */
export function parseMarkdown(source: string): Block[] {
  const blocks: Block[] = [];
  let paragraph: Inline[][] = [];
  let list: { items: Inline[][]; ordered: boolean } | null = null;
  const flush = () => {
    if (paragraph.length) blocks.push({ paragraph });
    if (list) blocks.push({ list: list.items, ordered: list.ordered });
    paragraph = [];
    list = null;
  };
  for (const raw of source.replace(/\r\n?/g, '\n').split('\n')) {
    const line = raw.trimEnd();
    const heading = /^(#{1,3})\s+(.*)$/.exec(line);
    const bullet = /^\s*(?:[-*]|(\d+)\.)\s+(.*)$/.exec(line);
    if (!line.trim()) flush();
    else if (heading) {
      flush();
      blocks.push({ heading: heading[1].length as 1 | 2 | 3, inline: parseInline(heading[2]) });
    } else if (bullet) {
      const ordered = bullet[1] !== undefined;
      if (paragraph.length || (list && list.ordered !== ordered)) flush();
      list ??= { items: [], ordered };
      list.items.push(parseInline(bullet[2]));
    } else {
      if (list) flush();
      paragraph.push(parseInline(line.trim()));
    }
  }
  flush();
  return blocks;
}
