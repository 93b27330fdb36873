// Where a game provider's launch answers point, as this build was configured
// (issue 33: configuration, not a code edit). Digitain's static hosts come
// from VITE_DIGITAIN_STATIC_HOSTS at build time (README, "Configuration");
// unset, the demo's reserved names. vite.config.ts reads and checks the
// setting (domain/launch.ts digitainHostsFrom), so a wrong one stops the
// build, and the first screen carries the list, not its parser.

export const digitainStaticHosts: readonly string[] = __DIGITAIN_STATIC_HOSTS__;
