-- wrk paced: each connection waits a fixed time after every answer (PACED_DELAY_MS, 10 ms by default), so -c20
-- offers about 2,000 requests a second (a little less as latency grows: wrk is a closed loop). Used by run.mjs for the
-- fixed-load latency measured in C.
local d = tonumber(os.getenv("PACED_DELAY_MS") or "10")
function delay()
  return d
end
