import { z } from "zod";

// IMPORTANT: import z from here, not from "zod". Zod 4 probes `new Function` to compile fast
// parsers; under our Content-Security-Policy (no 'unsafe-eval') that probe is reported as a
// violation in every visitor's console. Jitless parsing is plenty fast for our forms.
z.config({ jitless: true });

export { z };
