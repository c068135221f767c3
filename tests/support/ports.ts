// The fixed ports of the suites whose build names the API's address before any server starts.
//
// All sit below Linux's ephemeral range (32768–60999), so no outgoing connection the suite or the
// machine makes can hold one of them when its server starts.
export const PORTS = {
  crossOrigin: { portal: 21731, api: 21732 },
  django: { portal: 21741, api: 21742 },
  hostMatrix: {
    api: 21811,
    deployNginx: 21812,
    plainNginx: 21813,
    vitePreview: 21814,
    cdn: 21815,
    caddy: 21816,
  },
  enginesCdn: { api: 21821, portal: 21822 },
} as const;
