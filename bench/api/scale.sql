-- Scales the demo tenant up to what bench/api.mjs measures: 500 users, 100 more startups,
-- 2,000 meetings, of which 200 are founder@demo.test's in the 3 months from :window_start.
-- Plain SQL on a freshly seeded database; psql-style :vars are replaced by bench/api/data.mjs.
begin;
create temp table demo on commit drop as select id from incubators where slug = 'demo';
create temp table role_of on commit drop as
  select r.type, r.id from roles r join demo d on d.id = r.incubator_id;

-- 487 more people: 300 founders, 100 coaches, 87 community members.
create temp table new_users on commit drop as
  select g, case when g <= 300 then 'Cofounder' when g <= 400 then 'Coach' else 'CommunityMember' end as type
  from generate_series(1, 487) g;
insert into users (incubator_id, role_id, email, password_hash, first_name, last_name, timezone, language,
                   status, validated, admin_validated, headline)
select d.id, r.id, 'bench' || n.g || '@demo.test', t.password_hash, 'Bench' || n.g,
       (array['Martin','Bernard','Dubois','Thomas','Robert','Richard','Petit','Durand'])[1 + n.g % 8],
       'Europe/Paris', 'en', 'active', true, true, 'Person number ' || n.g
from new_users n cross join demo d join role_of r on r.type = n.type
join users t on t.incubator_id = d.id and t.email = 'founder@demo.test';

-- Coaches' weekly hours: Monday to Friday, 9:00-17:00.
insert into weekly_availability (incubator_id, user_id, weekday, start_minute, end_minute)
select u.incubator_id, u.id, wd, 540, 1020
from users u join demo d on d.id = u.incubator_id, generate_series(1, 5) wd
where u.email ~ '^bench(30[1-9]|3[1-9][0-9]|400)@';

-- 100 more startups, 3 founders each, each followed by one coach and in the first programme.
insert into startups (incubator_id, name, website)
select d.id, 'Bench Startup ' || lpad(g::text, 3, '0'), 'https://bench' || g || '.example'
from demo d, generate_series(1, 100) g;
insert into startup_members (incubator_id, startup_id, user_id)
select u.incubator_id, s.id, u.id
from users u join demo d on d.id = u.incubator_id
join startups s on s.incubator_id = d.id
 and s.name = 'Bench Startup ' || lpad((1 + (substring(u.email from 'bench(\d+)@')::int - 1) % 100)::text, 3, '0')
where u.email ~ '^bench([1-9]|[1-9][0-9]|[12][0-9][0-9]|300)@';
insert into startup_assignments (incubator_id, startup_id, user_id, minutes_allocated)
select s.incubator_id, s.id, c.id, 600
from startups s join demo d on d.id = s.incubator_id
join users c on c.incubator_id = d.id
 and c.email = 'bench' || (300 + substring(s.name from '(\d+)$')::int) || '@demo.test';
insert into program_startups (incubator_id, program_id, startup_id)
select s.incubator_id, (select p.id from programs p where p.incubator_id = s.incubator_id order by p.name limit 1), s.id
from startups s join demo d on d.id = s.incubator_id where s.name like 'Bench Startup %';

-- 200 meetings of founder@demo.test (Nimbus Analytics) within [window_start, +91 days): at most
-- three a day (8:00, 11:00, 14:00 UTC), hosted in turn by coach@demo.test and the 100 new coaches.
create temp table hosts on commit drop as
  select row_number() over (order by u.email) - 1 as k, u.id
  from users u join demo d on d.id = u.incubator_id
  where u.email = 'coach@demo.test' or u.email ~ '^bench(30[1-9]|3[1-9][0-9]|400)@';
create temp table planned on commit drop as
  select g, h.id as host, f.id as booker, sm.startup_id,
         timestamptz :'window_start' + (floor(g * 0.455) || ' days')::interval + ((8 + (g % 3) * 3) || ' hours')::interval as starts_at
  from generate_series(0, 199) g
  join hosts h on h.k = g % 101
  join users f on f.email = 'founder@demo.test'
  join startup_members sm on sm.user_id = f.id;
-- 1,800 more between the new founders and coaches, one every 4 hours from 180 days before the
-- window, at 1:00, 5:00, 9:00… UTC (never at the founder's hours, which some of these coaches host).
insert into planned
  select 200 + g, h.id, f.id, sm.startup_id,
         timestamptz :'window_start' - interval '180 days' + ((1 + g * 4) || ' hours')::interval
  from generate_series(0, 1799) g
  join hosts h on h.k = 1 + g % 100
  join users f on f.email = 'bench' || (1 + g % 300) || '@demo.test'
  join startup_members sm on sm.user_id = f.id;
insert into meetings (incubator_id, organizer_id, booker_id, startup_id, starts_at, ends_at, status, summary,
                      description, location, uid)
select d.id, p.host, p.booker, p.startup_id, p.starts_at, p.starts_at + interval '1 hour', 'confirmed',
       'Coaching session ' || p.g, 'Benchmark meeting number ' || p.g, 'Video call', 'bench-' || p.g || '@launchpad'
from planned p cross join demo d;
insert into meeting_attendees (incubator_id, meeting_id, user_id, is_host, starts_at, ends_at)
select m.incubator_id, m.id, a.user_id, a.is_host, m.starts_at, m.ends_at
from meetings m join demo d on d.id = m.incubator_id,
lateral (values (m.organizer_id, true), (m.booker_id, false)) as a(user_id, is_host)
where m.uid like 'bench-%';
-- 50,000 notifications of founder@demo.test, one a minute back from now (issue 14: the bell).
insert into notifications (incubator_id, user_id, type, payload, created_at)
select d.id, f.id, 'newCommentStartup',
       jsonb_build_object('actorName', 'Bench' || g, 'startupName', 'Nimbus Analytics', 'startupId', f.id),
       now() - (g || ' minutes')::interval
from demo d join users f on f.incubator_id = d.id and f.email = 'founder@demo.test', generate_series(1, 50000) g;
-- 300 tasks given to founder@demo.test by coach@demo.test (issue 13: the tasks reads), one every
-- 8 hours from 20 days back: a third to the startup (founder and cofounder2, a group task every
-- other one), a third done; 40 more from the founder to bench coaches, pending requests.
create temp table bench_tasks on commit drop as
  select g, c.id as creator, f.id as founder, sm.startup_id, cf.id as cofounder
  from generate_series(0, 299) g
  join users c on c.email = 'coach@demo.test'
  join users f on f.email = 'founder@demo.test'
  join users cf on cf.email = 'cofounder2@demo.test'
  join startup_members sm on sm.user_id = f.id;
insert into tasks (incubator_id, name, due_at, tag, url, created_by_id, startup_id, is_group_task, created_at, updated_at)
select d.id, 'Bench task ' || b.g, now() - interval '20 days' + ((b.g * 8) || ' hours')::interval,
       (array['non-tagged','important','urgent'])[1 + b.g % 3],
       case when b.g % 4 = 0 then 'https://bench.example/task/' || b.g end,
       b.creator, case when b.g % 3 = 0 then b.startup_id end, b.g % 6 = 0,
       now() - interval '30 days', now() - interval '30 days'
from bench_tasks b cross join demo d;
insert into task_assignees (incubator_id, task_id, user_id, type, value, approval_status, done, completed_at)
select t.incubator_id, t.id, a.user_id, a.type, a.value, 'APPROVED', a.done, case when a.done then now() - interval '1 day' end
from tasks t join bench_tasks b on t.name = 'Bench task ' || b.g,
lateral (values (b.founder, case when t.startup_id is null then 'USER' else 'STARTUP' end,
                 coalesce(t.startup_id, b.founder)::text, b.g % 3 = 1),
                (case when t.startup_id is not null then b.cofounder end, 'STARTUP', t.startup_id::text, false)
        ) as a(user_id, type, value, done)
where a.user_id is not null;
insert into tasks (incubator_id, name, due_at, created_by_id, created_at, updated_at)
select d.id, 'Bench request ' || g, now() + ((g * 12) || ' hours')::interval, f.id, now() - interval '2 days', now() - interval '2 days'
from demo d join users f on f.incubator_id = d.id and f.email = 'founder@demo.test', generate_series(1, 40) g;
insert into task_assignees (incubator_id, task_id, user_id, type, value, approval_status)
select t.incubator_id, t.id, c.id, 'USER', c.id::text, 'PENDING'
from tasks t join users c on c.email = 'bench' || (300 + substring(t.name from '(\d+)$')::int) || '@demo.test'
where t.name like 'Bench request %';
-- The founder's automated "Complete your profile" task (their profile has no bio), as their
-- first read of the tasks leaves it (automated-tasks.ts): both servers then only read it.
insert into tasks (incubator_id, name, due_at, url, automated_kind, automated_key)
select d.id, 'Complete your profile', now() + interval '7 days', '/profile', 'PROFILE', 'profile:' || f.id
from demo d join users f on f.incubator_id = d.id and f.email = 'founder@demo.test';
insert into task_assignees (incubator_id, task_id, user_id, type, value, approval_status)
select t.incubator_id, t.id, f.id, 'USER', f.id::text, 'APPROVED'
from tasks t join users f on f.email = 'founder@demo.test' and t.automated_key = 'profile:' || f.id;
commit;
analyze;
