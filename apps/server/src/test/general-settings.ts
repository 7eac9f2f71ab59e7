/**
 * The demo organisation's General settings as `updateIncubatorSettings` takes them, with the
 * support e-mail to save: the write that tests use to make an incubator change happen.
 */
export const SAVE_GENERAL_SETTINGS =
  "mutation M($i: IncubatorSettingsInput!) { updateIncubatorSettings(input: $i) { supportEmail } }";

export const generalSettings = (supportEmail: string) => ({
  name: "Demo Accelerator",
  description: "A twelve-week accelerator.",
  currency: "EUR",
  timezone: "Europe/Berlin",
  defaultLanguage: "en",
  allowUserSelfDelete: true,
  termsUrl: "https://demo.example/terms",
  supportEmail,
  generalEmail: "",
  customLogin: {
    active: false,
    text: "",
    url: "",
    buttonBackgroundColor: "#ff0000",
    buttonTextColor: "#fff",
  },
});
