-- The server keeps some answers of a customer's own (their orders, their lists) in memory
-- (http/customerCache.ts). Whatever changes the rows such an answer is read from, by whoever makes the change
-- (the customer, the console, a job), announces the customer's id on the channel `customer_changed` when its
-- transaction commits; every server listening forgets that customer's kept answers then. Row-level: the
-- payload names the customer, and PostgreSQL folds identical notifications of one transaction, so an order of
-- ten items announces its customer once.
CREATE FUNCTION customer_row_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('customer_changed', OLD.user_id::text); END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('customer_changed', NEW.user_id::text); END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_customer_changed AFTER INSERT OR UPDATE OR DELETE ON orders FOR EACH ROW EXECUTE FUNCTION customer_row_changed();
--> statement-breakpoint
CREATE TRIGGER reviews_customer_changed AFTER INSERT OR UPDATE OR DELETE ON reviews FOR EACH ROW EXECUTE FUNCTION customer_row_changed();
--> statement-breakpoint
CREATE TRIGGER return_requests_customer_changed AFTER INSERT OR UPDATE OR DELETE ON return_requests FOR EACH ROW EXECUTE FUNCTION customer_row_changed();
--> statement-breakpoint
CREATE TRIGGER lists_customer_changed AFTER INSERT OR UPDATE OR DELETE ON lists FOR EACH ROW EXECUTE FUNCTION customer_row_changed();
--> statement-breakpoint
-- An order's items and a list's items name their customer through the order or the list.
CREATE FUNCTION order_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('customer_changed', user_id::text) FROM orders WHERE id = OLD.order_id; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('customer_changed', user_id::text) FROM orders WHERE id = NEW.order_id; END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER order_items_customer_changed AFTER INSERT OR UPDATE OR DELETE ON order_items FOR EACH ROW EXECUTE FUNCTION order_item_changed();
--> statement-breakpoint
CREATE FUNCTION list_item_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN PERFORM pg_notify('customer_changed', user_id::text) FROM lists WHERE id = OLD.list_id; END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM pg_notify('customer_changed', user_id::text) FROM lists WHERE id = NEW.list_id; END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER list_items_customer_changed AFTER INSERT OR UPDATE OR DELETE ON list_items FOR EACH ROW EXECUTE FUNCTION list_item_changed();
--> statement-breakpoint
-- A truncate names nobody: every server forgets every customer's kept answers.
CREATE FUNCTION customers_truncated() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('customer_changed', '');
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER orders_customers_truncated AFTER TRUNCATE ON orders FOR EACH STATEMENT EXECUTE FUNCTION customers_truncated();
--> statement-breakpoint
CREATE TRIGGER order_items_customers_truncated AFTER TRUNCATE ON order_items FOR EACH STATEMENT EXECUTE FUNCTION customers_truncated();
--> statement-breakpoint
CREATE TRIGGER reviews_customers_truncated AFTER TRUNCATE ON reviews FOR EACH STATEMENT EXECUTE FUNCTION customers_truncated();
--> statement-breakpoint
CREATE TRIGGER return_requests_customers_truncated AFTER TRUNCATE ON return_requests FOR EACH STATEMENT EXECUTE FUNCTION customers_truncated();
--> statement-breakpoint
CREATE TRIGGER lists_customers_truncated AFTER TRUNCATE ON lists FOR EACH STATEMENT EXECUTE FUNCTION customers_truncated();
--> statement-breakpoint
CREATE TRIGGER list_items_customers_truncated AFTER TRUNCATE ON list_items FOR EACH STATEMENT EXECUTE FUNCTION customers_truncated();
