// SMHI's open data on loopback for the tests (API and end to end), in the formats SMHI documents
// and serves: the point forecast (snow1g v1), the daily fire risk forecast (fwif1g v1) and the
// impact-based warnings (ibww v1). Its answers are made from its own `now`, so a test's pinned
// clock reads a forecast for its days. It counts what it is asked, and can answer garbage, answer
// too slowly, fail with 503 or not answer at all.

const FORECAST =
  /^\/api\/category\/snow1g\/version\/1\/geotype\/point\/lon\/([\d.-]+)\/lat\/([\d.-]+)\/data\.json$/;
const FIRE =
  /^\/api\/category\/fwif1g\/version\/1\/daily\/geotype\/point\/lon\/([\d.-]+)\/lat\/([\d.-]+)\/data\.json$/;
const WARNINGS = '/ibww/api/version/1/warning.json';

const HOUR = 3_600_000;
/** Each day's sky at noon (SMHI's symbol codes) and its warmest hour (°C), in turn. */
const SKIES = [3, 18, 1, 6, 15, 11, 2];
const WARMEST = [17.4, 12.1, 19.8, 15.0, 2.5, 21.3, 16.6];

const iso = (ms) => new Date(ms).toISOString().replace('.000Z', 'Z');

/** One forecast step as snow1g writes it (every parameter; 9999 where SMHI has no value). */
function step(time, previous, dayIndex, hourOfDay) {
  const warm = WARMEST[dayIndex % WARMEST.length];
  const temperature =
    Math.round((warm - 6 + 6 * Math.sin(((hourOfDay - 9) * Math.PI) / 12)) * 10) / 10;
  const sky = Math.abs(hourOfDay - 12) <= 3 ? SKIES[dayIndex % SKIES.length] : 2;
  const wet = sky >= 8;
  return {
    time: iso(time),
    intervalParametersStartTime: iso(previous),
    data: {
      air_temperature: temperature,
      wind_from_direction: 230,
      wind_speed: 3 + (dayIndex % 3) * 2.5,
      wind_speed_of_gust: 6 + (dayIndex % 3) * 4,
      relative_humidity: 71,
      air_pressure_at_mean_sea_level: 1012.4,
      visibility_in_air: 38.2,
      thunderstorm_probability: sky === 11 ? 40 : 0,
      probability_of_frozen_precipitation: sky === 15 ? 90 : 0,
      cloud_area_fraction: sky <= 2 ? 1 : 7,
      low_type_cloud_area_fraction: 2,
      medium_type_cloud_area_fraction: 3,
      high_type_cloud_area_fraction: 4,
      cloud_base_altitude: 9999,
      cloud_top_altitude: 9999,
      precipitation_amount_mean_deterministic: wet ? 0.6 : 0,
      precipitation_amount_mean: wet ? 0.5 : 0,
      precipitation_amount_min: 0,
      precipitation_amount_max: wet ? 1.4 : 0,
      precipitation_amount_median: wet ? 0.4 : 0,
      probability_of_precipitation: wet ? 80 : 5,
      precipitation_frozen_part: sky === 15 ? 100 : 0,
      predominant_precipitation_type_at_surface: wet ? (sky === 15 ? 1 : 11) : 0,
      symbol_code: sky,
    },
  };
}

/** The point forecast from `now`'s hour: hourly for two days, then every six hours to ten. */
export function forecastAnswer(now, lon, lat) {
  const start = Math.floor(now / HOUR) * HOUR;
  const times = [];
  for (let t = start; t <= start + 48 * HOUR; t += HOUR) times.push(t);
  for (let t = start + 54 * HOUR; t <= start + 240 * HOUR; t += 6 * HOUR) times.push(t);
  // Days and hours in Swedish time, as the house reads them.
  const local = (t) => new Date(t + 2 * HOUR);
  const firstDay = Date.UTC(
    local(start).getUTCFullYear(),
    local(start).getUTCMonth(),
    local(start).getUTCDate(),
  );
  return {
    createdTime: iso(start - HOUR),
    referenceTime: iso(start - 2 * HOUR),
    geometry: { type: 'Point', coordinates: [Number(lon), Number(lat)] },
    timeSeries: times.map((t, i) =>
      step(
        t,
        i === 0 ? t - HOUR : times[i - 1],
        Math.floor((local(t).getTime() - firstDay) / (24 * HOUR)),
        local(t).getUTCHours(),
      ),
    ),
  };
}

/** The daily fire risk forecast (six days) as fwif1g writes it: each day's FWI class 1–6. */
export function fireAnswer(now, lon, lat, classes = [3, 4, 4, 2, 5, 1]) {
  const day = Math.floor(now / (24 * HOUR)) * 24 * HOUR;
  const parameter = (name, unit, value) => ({
    name,
    levelType: 'hl',
    level: 2,
    unit,
    values: [value],
  });
  return {
    approvedTime: iso(day + 5 * HOUR),
    referenceTime: iso(day),
    geometry: { type: 'Point', coordinates: [[Number(lon), Number(lat)]] },
    timeSeries: classes.map((risk, i) => ({
      validTime: iso(day + i * 24 * HOUR + 12 * HOUR),
      parameters: [
        parameter('fwiindex', 'category', risk),
        parameter('fwi', 'index', 4.2 * risk),
        parameter('grassfire', 'category', Math.max(1, risk - 1)),
        parameter('t', 'Cel', 18.5),
        parameter('ws', 'm/s', 4.1),
      ],
    })),
  };
}

const box = (lat, lon, size) => ({
  type: 'Feature',
  properties: {},
  geometry: {
    type: 'Polygon',
    coordinates: [
      [
        [lon - size, lat - size],
        [lon + size, lat - size],
        [lon + size, lat + size],
        [lon - size, lat + size],
        [lon - size, lat - size],
      ],
    ],
  },
});

/**
 * The warnings as ibww writes them: a yellow wind warning over `warnedAt` (when given), an
 * orange one far north, and a message (no warning level of colour) over `warnedAt` too.
 */
export function warningsAnswer(now, warnedAt, level = 'YELLOW') {
  const area = (id, code, sv, en, geometry, event) => ({
    id,
    approximateStart: iso(now - 2 * HOUR),
    approximateEnd: iso(now + 30 * HOUR),
    published: iso(now - 3 * HOUR),
    normalProbability: true,
    pushNotice: code !== 'MESSAGE',
    areaName: { sv: null, en: null },
    warningLevel: { sv, en, code },
    eventDescription: event,
    affectedAreas: [{ id: 1, sv: 'Test län', en: 'Test County' }],
    descriptions: [
      {
        title: { sv: 'Vad händer', en: 'What happens' },
        text: {
          sv: 'Kraftiga vindbyar, 21–25 m/s. Risk för fallande träd.',
          en: 'Strong gusts, 21–25 m/s. Risk of falling trees.',
        },
      },
    ],
    area: geometry,
  });
  const wind = { sv: 'Vind', en: 'Wind', code: 'WIND' };
  const levels = { YELLOW: ['Gul', 'Yellow'], ORANGE: ['Orange', 'Orange'], RED: ['Röd', 'Red'] };
  const warnings = [
    {
      id: 1001,
      normalProbability: true,
      event: {
        sv: 'Vind',
        en: 'Wind',
        code: 'WIND',
        mhoClassification: { sv: 'Meteorologi', en: 'Meteorology', code: 'MET' },
      },
      descriptions: [],
      warningAreas: [
        area(8001, 'ORANGE', 'Orange', 'Orange', box(67.85, 20.22, 0.5), {
          sv: 'Mycket kraftiga vindbyar',
          en: 'Very strong gusts',
        }),
        ...(warnedAt
          ? [
              area(8002, level, ...levels[level], box(warnedAt.latitude, warnedAt.longitude, 0.4), {
                sv: 'Kraftiga vindbyar',
                en: 'Strong gusts',
              }),
              area(
                8003,
                'MESSAGE',
                'Meddelande',
                'Message',
                box(warnedAt.latitude, warnedAt.longitude, 0.6),
                wind,
              ),
            ]
          : []),
      ],
    },
  ];
  return warnings;
}

/**
 * The stand-in's state and handler, for a server of its own or one it shares: `handle` answers
 * SMHI's paths and returns false for any other. `now` is the time its answers are made from.
 */
export function smhiStandIn({ now = Date.now(), warnedAt = null } = {}) {
  const standIn = {
    origin: '',
    now,
    warnedAt,
    level: 'YELLOW',
    /** 'ok', 'garbage' (200 with what SMHI never sends), 'slow' (after 8 s), 'error' (503), 'silent' (no answer). */
    mode: 'ok',
    asked: { forecast: 0, fire: 0, warnings: 0 },
    handle(request, response) {
      const path = (request.url ?? '').split('?')[0];
      const forecast = FORECAST.exec(path);
      const fire = FIRE.exec(path);
      if (!forecast && !fire && path !== WARNINGS) return false;
      standIn.asked[forecast ? 'forecast' : fire ? 'fire' : 'warnings'] += 1;
      const body = forecast
        ? forecastAnswer(standIn.now, forecast[1], forecast[2])
        : fire
          ? fireAnswer(standIn.now, fire[1], fire[2])
          : warningsAnswer(standIn.now, standIn.warnedAt, standIn.level);
      const send = () => {
        if (response.destroyed) return;
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(
          standIn.mode === 'garbage'
            ? '{"timeSeries": "<html>Service Unavailable'
            : JSON.stringify(body),
        );
      };
      if (standIn.mode === 'silent') return true;
      if (standIn.mode === 'error') {
        response.writeHead(503, { 'content-type': 'text/plain' }).end('Service Unavailable');
      } else if (standIn.mode === 'slow') setTimeout(send, 8_000).unref();
      else send();
      return true;
    },
  };
  return standIn;
}

/** The stand-in on a loopback server of its own. */
export async function startSmhiService(options) {
  const { createServer } = await import('node:http');
  const standIn = smhiStandIn(options);
  const sockets = new Set();
  const server = createServer((request, response) => {
    if (!standIn.handle(request, response)) response.writeHead(404).end();
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  standIn.origin = `http://127.0.0.1:${server.address().port}`;
  return Object.assign(standIn, {
    close: () =>
      new Promise((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  });
}
