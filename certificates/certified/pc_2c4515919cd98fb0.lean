import Paracert.Tactics

-- paracert certificate: generated, do not edit; `paracert check` re-verifies it.
-- verdict: certified · family: "unpack" · pair: 2c4515919cd98fb0a5d7b754c288fa2b3ecc12cd89a164ab1d272fa8199c9a1d
theorem pc_2c4515919cd98fb0_schema (pcLit0 : Int) : (∀ a : Int, a * (-pcLit0) = -a) ↔ (∀ a : Int, a * (-pcLit0) = -a) :=
  by paracert_iff_rfl
theorem pc_2c4515919cd98fb0 : (∀ a : Int, a * (-1) = -a) ↔ (∀ a : Int, a * (-1) = -a) :=
  by with_reducible exact pc_2c4515919cd98fb0_schema (1)
