-- wrk paced: each connection waits 10 ms after every answer, so -c20 offers about 2,000 requests a second (a little
-- less as latency grows: wrk is a closed loop). Used by run.mjs for the fixed-load latency measured in C.
function delay()
  return 10
end
