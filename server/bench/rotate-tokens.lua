-- wrk: each request signed in as the next player of the tokens file ($TOKENS, one access token a
-- line), so the server reads a different account's data every time instead of one cached row.
local tokens = {}
for line in io.lines(os.getenv("TOKENS")) do
  if #line > 0 then tokens[#tokens + 1] = line end
end
local counter = 0

function setup(thread)
  counter = counter + 1
  thread:set("offset", counter * 7919)
end

function request()
  offset = (offset or 0) + 1
  local token = tokens[(offset % #tokens) + 1]
  return wrk.format("GET", wrk.path, { ["Authorization"] = "Bearer " .. token })
end
