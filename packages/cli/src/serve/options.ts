export interface ServeOptions {
  port: string;
  host: string;
  locale?: string[];
  build?: boolean;
  out?: string;
  open?: boolean;
  config?: string;
}
