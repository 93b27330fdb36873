// What both Playwright configurations share: Debian's Chromium (never a
// downloaded browser, see README) and the reference server on loopback, on a
// fresh in-memory database for every run.
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
    '--disable-quic',
  ],
};

export function referenceServer(port: number) {
  return {
    command: 'npx tsx server/index.ts',
    url: `http://127.0.0.1:${port}/api/auth/form`,
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      USERNAME_RATE_LIMIT_PER_MINUTE: '100000',
      CALL_ME_RATE_LIMIT_PER_MINUTE: '100000',
      REGISTER_GLOBAL_PER_MINUTE: '0',
      CALL_ME_GLOBAL_PER_MINUTE: '0',
      FUN_LAUNCH_GLOBAL_PER_MINUTE: '0',
      // The dev outbox (codes) and the demo player; scrypt at its lowest cost, as the server's tests do: hashing is
      // not what these tests measure, and the browser run is bound by the two cores (tests/server/testServer.ts).
      DEMO_MODE: 'true',
      SCRYPT_COST: '1024',
      NODE_ENV: 'test',
    },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'pipe' as const,
  };
}
