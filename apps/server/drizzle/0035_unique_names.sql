-- A name is unique within its project, whatever its case (docs/decisions.md, "Names unique within
-- a project"). Rows that already share a name keep the oldest as it is; each later one gets the
-- first free " (2)", " (3)" … appended, its name shortened to stay within the field's limit.
DO $$
DECLARE
  target record;
  clash record;
  n integer;
  candidate text;
  taken boolean;
BEGIN
  FOR target IN SELECT * FROM (VALUES ('distributions', 100), ('distribution_presets', 100), ('data_providers', 100), ('dashboards', 60)) AS t (tbl, max_length) LOOP
    FOR clash IN EXECUTE format(
      'SELECT id, project_id, name FROM (SELECT id, project_id, name, row_number() OVER (PARTITION BY project_id, lower(name) ORDER BY created_at, id) AS nth FROM %I) ranked WHERE nth > 1 ORDER BY project_id, lower(name), nth',
      target.tbl)
    LOOP
      n := 2;
      LOOP
        candidate := left(clash.name, target.max_length - length(' (' || n || ')')) || ' (' || n || ')';
        EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I WHERE project_id = $1 AND lower(name) = lower($2))', target.tbl)
          INTO taken USING clash.project_id, candidate;
        EXIT WHEN NOT taken;
        n := n + 1;
      END LOOP;
      EXECUTE format('UPDATE %I SET name = $1 WHERE id = $2', target.tbl) USING candidate, clash.id;
    END LOOP;
  END LOOP;
END
$$;--> statement-breakpoint
CREATE UNIQUE INDEX "dashboards_project_name_key" ON "dashboards" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "data_providers_project_name_key" ON "data_providers" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "distribution_presets_project_name_key" ON "distribution_presets" USING btree ("project_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "distributions_project_name_key" ON "distributions" USING btree ("project_id",lower("name"));