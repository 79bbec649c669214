/**
 * What HelloAsso's API v5 answers (../shared/docs/domain-notes.md, "HelloAsso API v5"), as far as
 * the sync reads it. Everything is optional: the provider's data is checked where it is mapped
 * (helloasso-mapping.ts), never trusted.
 */

export interface HaCustomFieldDefinition {
  id?: number | string;
  label?: string;
  type?: string;
  isRequired?: boolean;
  values?: string[] | null;
}

export interface HaExtraOption {
  id?: number | string;
  label?: string;
  description?: string | null;
  price?: number;
  isRequired?: boolean;
  customFields?: HaCustomFieldDefinition[];
}

export interface HaTier {
  id?: number | string;
  label?: string;
  description?: string | null;
  tierType?: string;
  price?: number;
  minAmount?: number | null;
  maxPerUser?: number | null;
  saleStartDate?: string | null;
  saleEndDate?: string | null;
  customFields?: HaCustomFieldDefinition[];
  extraOptions?: HaExtraOption[];
}

/** GET /organizations/{org}/forms/{formType}/{formSlug}/public */
export interface HaForm {
  title?: string;
  formSlug?: string;
  formType?: string;
  tiers?: HaTier[];
}

export interface HaPerson {
  firstName?: string | null;
  lastName?: string | null;
  email?: string | null;
}

export interface HaCustomFieldAnswer {
  id?: number | string;
  name?: string;
  type?: string;
  answer?: string | null;
}

export interface HaItemOption {
  optionId?: number | string;
  name?: string;
  amount?: number;
  isRequired?: boolean;
  customFields?: HaCustomFieldAnswer[];
}

export interface HaItem {
  id?: number | string;
  name?: string;
  type?: string;
  amount?: number;
  initialAmount?: number;
  state?: string;
  tierId?: number | string | null;
  priceCategory?: string;
  user?: HaPerson | null;
  customFields?: HaCustomFieldAnswer[] | null;
  options?: HaItemOption[] | null;
  qrCode?: string | null;
  ticketUrl?: string | null;
}

export interface HaOrder {
  id?: number | string;
  date?: string;
  formSlug?: string;
  formType?: string;
  payer?: HaPerson | null;
  items?: HaItem[] | null;
  payments?: { id?: number; amount?: number; state?: string }[] | null;
  amount?: { total?: number; vat?: number; discount?: number } | null;
  meta?: { createdAt?: string; updatedAt?: string } | null;
}

/** A page of a list: `continuationToken` comes back even on the last page. */
export interface HaListPage<T> {
  data?: T[];
  pagination?: { pageSize?: number; totalCount?: number; pageIndex?: number; totalPages?: number; continuationToken?: string | null };
}

/** POST /oauth2/token */
export interface HaTokenAnswer {
  access_token?: string;
  refresh_token?: string;
  token_type?: string;
  expires_in?: number;
}
