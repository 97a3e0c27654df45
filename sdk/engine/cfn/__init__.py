"""CFN templates: their intrinsic functions and the functions each version allows."""
