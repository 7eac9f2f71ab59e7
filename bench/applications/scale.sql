-- bench/applications.mjs: the demo organisation scaled to 20,000 applications (plain SQL, one
-- transaction): 5,000 applicants each in 4 funnels of 3 rounds (form, evaluation, meeting), in
-- every status, spread over a year; 20 evaluators with 2 assignments on each application in
-- an evaluation round; 10 application tags on about a third of them; scores on the evaluated.
begin;
create temp table demo on commit drop as select id from incubators where slug = 'demo';
create temp table applicant_role on commit drop as
  select r.id from roles r join demo d on d.id = r.incubator_id where r.type = 'Applicant' order by r.created_at limit 1;
create temp table evaluator_role on commit drop as
  select r.id from roles r join demo d on d.id = r.incubator_id where r.type = 'Evaluator' order by r.created_at limit 1;

insert into users (incubator_id, role_id, email, first_name, last_name, status, validated)
select d.id, r.id, 'bench-applicant-' || g || '@bench.test',
       (array['Ada','Bruno','Chen','Dana','Elif','Fatima','Goran','Hana'])[1 + g % 8], 'Applicant' || g, 'active', true
from demo d, applicant_role r, generate_series(1, 5000) g;

insert into users (incubator_id, role_id, email, first_name, last_name, status, validated)
select d.id, r.id, 'bench-evaluator-' || g || '@bench.test', 'Evaluator', 'Bench' || g, 'active', true
from demo d, evaluator_role r, generate_series(1, 20) g;

insert into funnels (incubator_id, type, name, display_name, slug, published)
select d.id, 'startup', 'Bench funnel ' || g, jsonb_build_object('en', 'Bench funnel ' || g), 'bench-funnel-' || g, true
from demo d, generate_series(1, 4) g;

insert into funnel_rounds (incubator_id, funnel_id, position, type, name, blind)
select f.incubator_id, f.id, p, (array['form','evaluation','meeting'])[p], jsonb_build_object('en', 'Round ' || p), p = 2
from funnels f, generate_series(1, 3) p where f.slug like 'bench-funnel-%';

create temp table bench_apps on commit drop as
select u.id applicant_id, f.id funnel_id, row_number() over (order by u.email, f.slug) n
from users u cross join funnels f
where u.email like 'bench-applicant-%' and f.slug like 'bench-funnel-%';

-- Status by n: 8 statuses; the round follows the status (draft: form round; under review and
-- pending decision: evaluation round; invitation and meeting: meeting round; decided: any).
insert into applications (incubator_id, funnel_id, applicant_id, round_id, status, startup_name,
                          average_score, normalised_score, evaluation_count, submitted_at, decided_at, created_at, updated_at)
select d.id, a.funnel_id, a.applicant_id, r.id, s.status, 'Bench startup ' || a.n,
       case when s.status in ('pending_decision','accepted','rejected') then round((1 + (a.n * 37 % 400) / 100.0)::numeric, 2) end,
       case when s.status in ('pending_decision','accepted','rejected') then round(((a.n * 53 % 300) / 100.0 - 1.5)::numeric, 2) end,
       case when s.status in ('pending_decision','accepted','rejected') then 2 else 0 end,
       case when s.status <> 'draft' then now() - (a.n || ' minutes')::interval * 26 end,
       case when s.status in ('accepted','rejected') then now() - (a.n || ' minutes')::interval * 20 end,
       now() - (a.n || ' minutes')::interval * 26, now()
from bench_apps a
cross join demo d
cross join lateral (select (array['draft','under_review','pending_decision','ready_for_invitation','ready_for_meeting','accepted','rejected','under_review'])[1 + (a.n / 4) % 8] status) s
join funnel_rounds r on r.funnel_id = a.funnel_id and r.position = case
  when s.status = 'draft' then 1
  when s.status in ('under_review','pending_decision') then 2
  when s.status in ('ready_for_invitation','ready_for_meeting') then 3
  else 1 + a.n % 3 end;

insert into tags (incubator_id, kind, name, color)
select d.id, 'application', 'Bench tag ' || g, '#1c7ed6' from demo d, generate_series(1, 10) g;

insert into application_tags (incubator_id, application_id, tag_id)
select a.incubator_id, a.id, t.id
from (select a.*, row_number() over (order by a.id) k from applications a join funnels f on f.id = a.funnel_id where f.slug like 'bench-funnel-%') a
join (select t.id, row_number() over (order by t.name) - 1 j from tags t where t.name like 'Bench tag %') t on t.j = a.k % 10
where a.k % 3 = 0;

insert into application_evaluators (incubator_id, application_id, round_id, evaluator_id, assigned_at, submitted_at, score)
select a.incubator_id, a.id, a.round_id, e.id, a.created_at,
       case when a.status = 'pending_decision' then a.created_at end,
       case when a.status = 'pending_decision' then a.average_score end
from (select a.*, row_number() over (order by a.id) k from applications a join funnels f on f.id = a.funnel_id
      join funnel_rounds r on r.id = a.round_id where f.slug like 'bench-funnel-%' and r.type = 'evaluation') a
join (select u.id, row_number() over (order by u.email) - 1 j from users u where u.email like 'bench-evaluator-%') e
  on e.j in (a.k % 20, (a.k + 7) % 20);
commit;
analyze;
