// Starts the reference server (built app, API, hub) on a spare loopback port
// with a fresh in-memory database, for scripts and benchmarks that drive a
// browser against it. `stop()` ends it with SIGTERM (a graceful shutdown).
import { spawn } from 'node:child_process';

export async function startReferenceServer(port: number): Promise<{ base: string; stop(): void }> {
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: 'memory://',
      NODE_ENV: 'test',
      DEMO_MODE: 'true',
      SCRYPT_COST: '16384',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      USERNAME_RATE_LIMIT_PER_MINUTE: '100000',
      CALL_ME_RATE_LIMIT_PER_MINUTE: '100000',
      REGISTER_GLOBAL_PER_MINUTE: '0',
      CALL_ME_GLOBAL_PER_MINUTE: '0',
      FUN_LAUNCH_GLOBAL_PER_MINUTE: '0',
    },
    stdio: 'ignore',
  });
  const stop = () => void child.kill('SIGTERM');
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/auth/form`)).ok) return { base, stop };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  stop();
  throw new Error('the reference server did not start');
}

/** Debian's Chromium with the flags this machine needs (never a downloaded browser). */
export const chromiumLaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
