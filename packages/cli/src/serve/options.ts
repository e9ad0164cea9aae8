export interface ServeOptions {
  port: string;
  host: string;
  /** `--allowed-hosts`: host names answered besides localhost, IP addresses and `--host`. */
  allowedHosts?: string[];
  locale?: string[];
  build?: boolean;
  out?: string;
  open?: boolean;
  config?: string;
}
