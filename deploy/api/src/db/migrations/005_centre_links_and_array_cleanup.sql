-- The centres report counts farmers and names QA agents per centre from user_roles.location_ids:
-- with 100,000 farmers that needs an index on the array.
CREATE INDEX user_roles_location_ids_idx ON user_roles USING gin (location_ids);

-- consolidations.qa_agent_ids is an array, which no foreign key covers: a deleted user-role
-- link leaves it here, as routes and trips are cleaned by the API.
CREATE FUNCTION user_roles_leave_consolidations() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE consolidations
     SET qa_agent_ids = array_remove(qa_agent_ids, OLD.id)
   WHERE qa_agent_ids @> ARRAY[OLD.id];
  RETURN NULL;
END
$$;
CREATE TRIGGER user_roles_leave_consolidations AFTER DELETE ON user_roles
  FOR EACH ROW EXECUTE FUNCTION user_roles_leave_consolidations();
