import type { IncubatorSettings } from "./incubator-settings.ts";

/**
 * The general settings form (spec-2 §3 Incubator): the page sends every field at once
 * (IncubatorSettingsInput). Optional texts are edited as "" and sent as null when empty.
 */
export type GeneralValues = {
  name: string;
  description: string;
  currency: string;
  timezone: string;
  defaultLanguage: string;
  allowUserSelfDelete: boolean;
  termsUrl: string;
  supportEmail: string;
  generalEmail: string;
  customLogin: {
    active: boolean;
    text: string;
    url: string;
    buttonBackgroundColor: string;
    buttonTextColor: string;
  };
};

export type GeneralInput = {
  name: string;
  description: string | null;
  currency: string;
  timezone: string;
  defaultLanguage: string;
  allowUserSelfDelete: boolean;
  termsUrl: string | null;
  supportEmail: string | null;
  generalEmail: string | null;
  customLogin: {
    active: boolean;
    text: string | null;
    url: string | null;
    buttonBackgroundColor: string | null;
    buttonTextColor: string | null;
  };
};

export function toGeneralValues(settings: IncubatorSettings): GeneralValues {
  const login = settings.customLogin;
  return {
    name: settings.name,
    description: settings.description ?? "",
    currency: settings.currency,
    timezone: settings.timezone,
    defaultLanguage: settings.defaultLanguage,
    allowUserSelfDelete: settings.allowUserSelfDelete,
    termsUrl: settings.termsUrl ?? "",
    supportEmail: settings.supportEmail ?? "",
    generalEmail: settings.generalEmail ?? "",
    customLogin: {
      active: login.active,
      text: login.text ?? "",
      url: login.url ?? "",
      buttonBackgroundColor: login.buttonBackgroundColor ?? "",
      buttonTextColor: login.buttonTextColor ?? "",
    },
  };
}

/** Trimmed; an empty optional text is null (the server clears it). */
const optional = (value: string): string | null => value.trim() || null;

export function toGeneralInput(values: GeneralValues): GeneralInput {
  const login = values.customLogin;
  return {
    name: values.name.trim(),
    description: optional(values.description),
    currency: values.currency,
    timezone: values.timezone,
    defaultLanguage: values.defaultLanguage,
    allowUserSelfDelete: values.allowUserSelfDelete,
    termsUrl: optional(values.termsUrl),
    supportEmail: optional(values.supportEmail),
    generalEmail: optional(values.generalEmail),
    customLogin: {
      active: login.active,
      text: optional(login.text),
      url: optional(login.url),
      buttonBackgroundColor: optional(login.buttonBackgroundColor),
      buttonTextColor: optional(login.buttonTextColor),
    },
  };
}
