/**
 * Writes the tables of docs/arabic-glossary.md from the wording rules
 * (app/content/schema/arabic-wording.ts), their one source, in Prettier's
 * style; the content test fails when the page and the rules differ. Run
 * after changing the rules: `node scripts/assets/write-arabic-glossary.ts`.
 */
import { readFileSync, writeFileSync } from "node:fs";
import { format, resolveConfig } from "prettier";
import { GLOSSARY_DOC, withWordingTables } from "../../app/content/schema/arabic-wording-doc.ts";

const page = withWordingTables(readFileSync(GLOSSARY_DOC, "utf8"));
const options = (await resolveConfig(GLOSSARY_DOC)) ?? {};
writeFileSync(GLOSSARY_DOC, await format(page, { ...options, filepath: GLOSSARY_DOC }));
