"""``OS::Heat::*`` types that need no cloud client."""
