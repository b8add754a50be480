// Option lists seeded into every database (ISO 639-1 languages, ISO 4217 currencies, spec §3 and §9).
export const languages: readonly { code: string; name: string }[] = [
  { code: "ar", name: "Arabic" },
  { code: "bn", name: "Bengali" },
  { code: "zh", name: "Chinese" },
  { code: "cs", name: "Czech" },
  { code: "da", name: "Danish" },
  { code: "nl", name: "Dutch" },
  { code: "en", name: "English" },
  { code: "fi", name: "Finnish" },
  { code: "fr", name: "French" },
  { code: "de", name: "German" },
  { code: "el", name: "Greek" },
  { code: "gu", name: "Gujarati" },
  { code: "he", name: "Hebrew" },
  { code: "hi", name: "Hindi" },
  { code: "hu", name: "Hungarian" },
  { code: "id", name: "Indonesian" },
  { code: "it", name: "Italian" },
  { code: "ja", name: "Japanese" },
  { code: "kn", name: "Kannada" },
  { code: "ko", name: "Korean" },
  { code: "ms", name: "Malay" },
  { code: "ml", name: "Malayalam" },
  { code: "mr", name: "Marathi" },
  { code: "ne", name: "Nepali" },
  { code: "no", name: "Norwegian" },
  { code: "fa", name: "Persian" },
  { code: "pl", name: "Polish" },
  { code: "pt", name: "Portuguese" },
  { code: "pa", name: "Punjabi" },
  { code: "ro", name: "Romanian" },
  { code: "ru", name: "Russian" },
  { code: "es", name: "Spanish" },
  { code: "sw", name: "Swahili" },
  { code: "sv", name: "Swedish" },
  { code: "ta", name: "Tamil" },
  { code: "te", name: "Telugu" },
  { code: "th", name: "Thai" },
  { code: "tr", name: "Turkish" },
  { code: "uk", name: "Ukrainian" },
  { code: "ur", name: "Urdu" },
  { code: "vi", name: "Vietnamese" },
];

/** Skill levels with the ids the spec fixes. */
export const proficiencies: readonly { id: number; title: string }[] = [
  { id: 3, title: "Beginner" },
  { id: 2, title: "Average" },
  { id: 1, title: "Fluent" },
];

export const currencies: readonly { code: string; name: string; sign: string }[] = [
  { code: "USD", name: "US Dollar", sign: "$" },
  { code: "EUR", name: "Euro", sign: "€" },
  { code: "GBP", name: "Pound Sterling", sign: "£" },
  { code: "INR", name: "Indian Rupee", sign: "₹" },
  { code: "AUD", name: "Australian Dollar", sign: "A$" },
  { code: "CAD", name: "Canadian Dollar", sign: "C$" },
  { code: "JPY", name: "Yen", sign: "¥" },
  { code: "CHF", name: "Swiss Franc", sign: "CHF" },
  { code: "AED", name: "UAE Dirham", sign: "AED" },
  { code: "SGD", name: "Singapore Dollar", sign: "S$" },
];

/** Plan periods with display unit and budget range (spec §9). */
export const recurringPeriods: readonly { name: string; unit: string; budgetMin: number; budgetMax: number }[] = [
  { name: "Hourly", unit: "hour", budgetMin: 10, budgetMax: 50 },
  { name: "Daily", unit: "day", budgetMin: 80, budgetMax: 400 },
  { name: "Weekly", unit: "week", budgetMin: 400, budgetMax: 2000 },
  { name: "Monthly", unit: "month", budgetMin: 1600, budgetMax: 8000 },
];
