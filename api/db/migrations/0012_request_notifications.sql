-- Decision 086: a request's notifications, found by its id: renewed when a pending update is sent
-- again, and given the request's status when its user is deleted (the request goes with them).
CREATE INDEX "notification_request_idx" ON "notification" USING btree (("data"->>'id'));