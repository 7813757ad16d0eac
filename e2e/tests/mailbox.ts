// The emails the API sent during this run, as the SMTP sink caught them (e2e/smtp-sink.mjs, started by
// playwright.config.ts on E2E_PORT + 21000).
import { expect } from '@playwright/test';

export interface Email {
  to: string;
  subject: string;
  text: string;
  html: string;
  language: string | undefined;
}

const SINK = `http://127.0.0.1:${Number(process.env.E2E_PORT ?? 3100) + 21_000}/messages`;

export async function emails(): Promise<Email[]> {
  const response = await fetch(SINK);
  return (await response.json()) as Email[];
}

/** The first email to `to` that `matches` says, waiting for it to arrive (the queue sends within seconds). */
export async function awaitEmail(to: string, matches: (email: Email) => boolean): Promise<Email> {
  let found: Email | undefined;
  await expect
    .poll(
      async () => {
        found = (await emails()).find((email) => email.to === to && matches(email));
        return found !== undefined;
      },
      { timeout: 30_000, message: `an email to ${to}` },
    )
    .toBe(true);
  return found!;
}

/** The links of an email's plain text that lead into the site at `origin`. */
export function linksOf(email: Email, origin: string): string[] {
  return [...email.text.matchAll(/https?:\/\/[^\s)>\]]+/g)]
    .map((m) => m[0])
    .filter((url) => url.startsWith(origin));
}
