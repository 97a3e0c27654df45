"""Resource actions and statuses (a state is the pair ``(action, status)``)."""


class ResourceStatus:
    ACTIONS = (INIT, CREATE, DELETE, UPDATE, ROLLBACK, SUSPEND, RESUME, ADOPT, SNAPSHOT, CHECK) = (
        "INIT", "CREATE", "DELETE", "UPDATE", "ROLLBACK", "SUSPEND", "RESUME", "ADOPT",
        "SNAPSHOT", "CHECK")
    STATUSES = (IN_PROGRESS, FAILED, COMPLETE) = ("IN_PROGRESS", "FAILED", "COMPLETE")


#: the names as module constants (a global read is cheaper than a class
#: attribute's, and the convergence worker reads them for every message)
(INIT, CREATE, DELETE, UPDATE, ROLLBACK, SUSPEND, RESUME, ADOPT, SNAPSHOT,
 CHECK) = ResourceStatus.ACTIONS
IN_PROGRESS, FAILED, COMPLETE = ResourceStatus.STATUSES
