// An OAuth access token reused until shortly before it expires; one fetch at a time (callers waiting on a
// fetch share it). Providers limit token requests, and a token per call would double every call's time.

export interface IssuedToken {
  accessToken: string;
  /** Seconds the token is valid from when it was issued. */
  expiresInSeconds: number;
}

export class TokenCache {
  private token: { value: string; renewAt: number } | undefined;
  private fetching: Promise<string> | undefined;

  constructor(private readonly fetchToken: () => Promise<IssuedToken>) {}

  async get(): Promise<string> {
    if (this.token && Date.now() < this.token.renewAt) return this.token.value;
    this.fetching ??= this.renew().finally(() => {
      this.fetching = undefined;
    });
    return this.fetching;
  }

  /** Forget the token (the provider refused it before its time). */
  drop(): void {
    this.token = undefined;
  }

  private async renew(): Promise<string> {
    const issuedAt = Date.now();
    const { accessToken, expiresInSeconds } = await this.fetchToken();
    // Renew a little early so a token never expires between our check and the provider's: a tenth of its life,
    // at most 60 s.
    const lifeMs = expiresInSeconds * 1000;
    this.token = { value: accessToken, renewAt: issuedAt + lifeMs - Math.min(60_000, lifeMs / 10) };
    return accessToken;
  }
}
