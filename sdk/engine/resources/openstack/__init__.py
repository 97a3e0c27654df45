"""Heat's in-tree OpenStack resource types."""
