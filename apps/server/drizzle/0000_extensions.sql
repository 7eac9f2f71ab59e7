-- btree_gist lets an exclusion constraint mix equality (host id) with range overlap
-- (meeting time): the booking module's "no double booking" rule lives in the database.
CREATE EXTENSION IF NOT EXISTS btree_gist;
