"""Resource actions and statuses (a state is the pair ``(action, status)``)."""


class ResourceStatus:
    ACTIONS = (INIT, CREATE, DELETE, UPDATE, ROLLBACK, SUSPEND, RESUME, ADOPT, SNAPSHOT, CHECK) = (
        "INIT", "CREATE", "DELETE", "UPDATE", "ROLLBACK", "SUSPEND", "RESUME", "ADOPT",
        "SNAPSHOT", "CHECK")
    STATUSES = (IN_PROGRESS, FAILED, COMPLETE) = ("IN_PROGRESS", "FAILED", "COMPLETE")
