import { z } from "zod";
import { LOCALES } from "./locales.ts";

/** IANA time zone names the runtime knows (Intl), e.g. "Europe/Paris". */
export function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat("en", { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

const name = (field: string) =>
  z
    .string({ message: `${field} is a required field` })
    .trim()
    .min(1, { message: `${field} is a required field` })
    .max(100, { message: `${field} must be less than or equal to 100 characters` });

export const timezoneSchema = z
  .string({ message: "timezone is a required field" })
  .refine(isTimeZone, { message: "timezone is not a valid time zone" });

/** The fields a user may change on their own profile (PUT /user). */
export const profileUpdateSchema = z
  .object({
    firstName: name("firstName"),
    lastName: name("lastName"),
    timezone: timezoneSchema,
    language: z.enum(LOCALES, { message: "language is not a supported language" }),
    phone: z
      .string()
      .trim()
      .max(40, { message: "phone must be less than or equal to 40 characters" })
      .nullable(),
    headline: z
      .string()
      .trim()
      .max(200, { message: "headline must be less than or equal to 200 characters" })
      .nullable(),
    bio: z
      .string()
      .trim()
      .max(5000, { message: "bio must be less than or equal to 5000 characters" })
      .nullable(),
  })
  .partial()
  .strict();
export type ProfileUpdate = z.infer<typeof profileUpdateSchema>;

export const emailSchema = (field = "email") =>
  z
    .string({ message: `${field} is a required field` })
    .trim()
    .min(1, { message: `${field} is a required field` })
    .email({ message: `${field} is not a valid email` })
    .max(254, { message: `${field} is not a valid email` })
    .transform((value) => value.toLowerCase());

export const requiredString = (field: string, max = 1000) =>
  z
    .string({ message: `${field} is a required field` })
    .min(1, { message: `${field} is a required field` })
    .max(max, { message: `${field} must be less than or equal to ${max} characters` });

export { name as personNameSchema };
